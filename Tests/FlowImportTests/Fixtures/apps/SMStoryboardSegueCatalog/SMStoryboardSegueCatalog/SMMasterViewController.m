//
//  SMMasterViewController.m
//  SMStoryboardSegueCatalog
//
//  Created by Steve Moser on 6/30/13.
//
//

#import "SMMasterViewController.h"

#import "SMDetailViewController.h"

@interface SMMasterViewController () {
}
@end

@implementation SMMasterViewController

- (void)awakeFromNib
{
    [super awakeFromNib];
}

-(IBAction)returned:(UIStoryboardSegue *)segue {
    
}

- (void)viewDidLoad
{
    [super viewDidLoad];

}

- (void)didReceiveMemoryWarning
{
    [super didReceiveMemoryWarning];
    // Dispose of any resources that can be recreated.
}


@end
