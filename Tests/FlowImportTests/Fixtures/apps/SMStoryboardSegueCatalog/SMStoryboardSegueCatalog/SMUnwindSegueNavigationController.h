//
//  SMUnwindSegueNavigationController.h
//  SMStoryboardSegueCatalog
//
//  Created by Steve Moser on 6/30/13.
//
//

#import <UIKit/UIKit.h>

@interface SMUnwindSegueNavigationController : UINavigationController

@end
