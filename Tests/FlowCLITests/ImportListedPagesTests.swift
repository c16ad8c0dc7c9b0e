import Foundation
import Testing

/// A paging library's container returns its pages as a list (XLPagerTabStrip's
/// `viewControllers(for:)`): an array literal, a `map` making one controller per element, or a `map`
/// naming an initializer. Each is a page, embedded where the container is, and pushes on from there
/// (trySwift's schedule, one list per conference day, and its venues). And what a 3D Touch peek
/// previews is shown only by the pop's commit: its move of the controller it is handed, or nothing.
extension ImportAppCLITests {
    @Test func aPagersListedControllersAreItsPages() throws {
        let (out, _, code) = try importApp("ListedPages", ["App.swift": """
            import UIKit
            import XLPagerTabStrip

            \(Self.sceneDelegate(root: "UINavigationController(rootViewController: ScheduleViewController())"))

            final class ScheduleViewController: ButtonBarPagerTabStripViewController {
                let days = [1, 2, 3]
                override func viewControllers(for pagerTabStripController: PagerTabStripViewController) -> [UIViewController] {
                    return days.map { SessionsTableViewController(day: $0) }
                }
            }
            final class VenuesViewController: ButtonBarPagerTabStripViewController {
                override func viewControllers(for pagerTabStripController: PagerTabStripViewController) -> [UIViewController] {
                    [VenueTableViewController(), MapViewController()]
                }
            }
            final class SponsorsViewController: ButtonBarPagerTabStripViewController {
                let levels = [1, 2]
                override func viewControllers(for pagerTabStripController: PagerTabStripViewController) -> [UIViewController] {
                    return levels.map(SponsorLevelViewController.init)
                }
            }
            final class SessionsTableViewController: UITableViewController {
                init(day: Int) { super.init(style: .plain) }
                required init?(coder: NSCoder) { nil }
                override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    navigationController?.pushViewController(VenuesViewController(), animated: true)
                }
            }
            final class VenueTableViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    navigationController?.pushViewController(SponsorsViewController(), animated: true)
                }
            }
            final class MapViewController: UIViewController {}
            final class TipsPageViewController: UIPageViewController, UIPageViewControllerDataSource {
                func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
                    return nextTip.map { TipViewController(tip: $0) }
                }
            }
            final class TipViewController: UIViewController {}
            final class SponsorLevelViewController: UITableViewController {
                init(level: Int) { super.init(style: .plain) }
                required init?(coder: NSCoder) { nil }
            }

            """])
        #expect(code.contains("""
            container ScheduleViewController {
                // code: viewControllers() shows SessionsTableViewController as a page of the page view controller it made (App.swift:14); embedded here, where that page view controller is
                embed SessionsTableViewController
            }
            """), "\(code)")
        #expect(code.contains("embed VenueTableViewController") && code.contains("embed MapViewController")
                    && code.contains("embed SponsorLevelViewController"), "\(code)")
        #expect(!code.contains("-> present"), "\(code)")
        // An optional's `map` in a method returning one controller is no list (Firefox Focus's tips):
        // nothing made there is declared.
        #expect(!code.contains("TipViewController"), "\(code)")
        try expectAllReached(out, 8)
    }

    /// A page view controller subclass's type method that makes the pager itself in a navigation
    /// controller for its callers (Session's `AttachmentApprovalViewController.wrappedInNavController`)
    /// makes no page: the pager's page is what `setViewControllers` gives it. Before, the navigation
    /// controller was a page of the pager it holds, and the file written did not load (a cycle).
    @Test func aPagersTypeMethodMakingItselfMakesNoPage() throws {
        let (out, _, code) = try importApp("PagerFactory", ["App.swift": """
            import UIKit

            \(Self.sceneDelegate(root: "UINavigationController(rootViewController: HomeViewController())"))

            final class HomeViewController: UIViewController {
                func attach() {
                    guard let nav = ApprovalViewController.wrappedInNavController() else { return }
                    present(nav, animated: true)
                }
            }
            final class PrepViewController: UIViewController {}
            final class ApprovalViewController: UIPageViewController {
                class func wrappedInNavController() -> UINavigationController? {
                    let vc = ApprovalViewController()
                    return UINavigationController(rootViewController: vc)
                }
                func showCurrent() {
                    let page = PrepViewController()
                    setViewControllers([page], direction: .forward, animated: true, completion: nil)
                }
            }

            """])
        #expect(code.contains("""
            pages ApprovalViewController {
                PrepViewController
                transition pageCurl
            """), "\(code)")
        #expect(code.contains("segue \"attach\" -> present ApprovalViewControllerNavigation"), "\(code)")
        try expectChecksClean(out.appendingPathComponent("App.flow").path)
        try expectAllReached(out, 5)
    }

    /// A peek's preview, made by a factory of the class's own, is no presentation: where the commit
    /// performs the tap's segue (trySwift's speakers), nothing; where it pushes what it is handed,
    /// that push.
    @Test func aPeeksPreviewIsShownOnlyByItsCommit() throws {
        let (_, _, code) = try importApp("Peeks", ["App.swift": """
            import UIKit

            \(Self.sceneDelegate(root: "UINavigationController(rootViewController: SpeakersViewController())"))

            final class SpeakersViewController: UITableViewController, UIViewControllerPreviewingDelegate {
                override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    navigationController?.pushViewController(OrganizersViewController(), animated: true)
                }
                @objc func contactsTapped() {
                    navigationController?.pushViewController(ContactsViewController(), animated: true)
                }
                func previewingContext(_ previewingContext: UIViewControllerPreviewing, viewControllerForLocation location: CGPoint) -> UIViewController? {
                    return speakerDetailViewController(for: 1)
                }
                func previewingContext(_ previewingContext: UIViewControllerPreviewing, commit viewControllerToCommit: UIViewController) {
                    performSegue(withIdentifier: "speakerDetail", sender: nil)
                }
                private func speakerDetailViewController(for speaker: Int) -> SpeakerDetailViewController {
                    let detail = SpeakerDetailViewController()
                    return detail
                }
            }
            final class OrganizersViewController: UITableViewController, UIViewControllerPreviewingDelegate {
                func previewingContext(_ previewingContext: UIViewControllerPreviewing, viewControllerForLocation location: CGPoint) -> UIViewController? {
                    OrganizerDetailViewController()
                }
                func previewingContext(_ previewingContext: UIViewControllerPreviewing, commit viewControllerToCommit: UIViewController) {
                    navigationController?.pushViewController(viewControllerToCommit, animated: true)
                }
            }
            final class ContactsViewController: UITableViewController, UIViewControllerPreviewingDelegate {
                func previewingContext(previewingContext: UIViewControllerPreviewing, viewControllerForLocation location: CGPoint) -> UIViewController? {
                    return ProfileViewController()
                }
                func previewingContext(previewingContext: UIViewControllerPreviewing, commitViewController viewControllerToCommit: UIViewController) {
                    showViewController(viewControllerToCommit, sender: self)
                }
            }
            final class SpeakerDetailViewController: UIViewController {}
            final class OrganizerDetailViewController: UIViewController {}
            final class ProfileViewController: UIViewController {}

            """])
        #expect(!code.contains("-> present"), "\(code)")
        #expect(!code.split(separator: "\n").contains { $0.contains("segue") && $0.contains("SpeakerDetail") }, "\(code)")
        #expect(code.contains("""
                segue "previewingContext(_:commit:)" { push OrganizerDetailViewController }
            """), "\(code)")
        // Swift 2's spelling of the commit (Yep's lists).
        #expect(code.contains("""
                segue "previewingContext(_:commitViewController:)" -> show ProfileViewController
            """), "\(code)")
    }
}

/// A screen keeping a page view controller it makes in its initializer, given its first page there
/// from a property made where it is declared (Mastodon's server details: `setViewControllers(
/// [aboutViewController], direction: .forward, animated: false)` in `init`): that page is embedded
/// where the page view controller is, and what it moves is reached.
extension ImportAppCLITests {
    @Test func aPageGivenInTheInitializerFromAPropertyIsEmbedded() throws {
        let (out, _, code) = try importApp("InitializerPage", ["App.swift": """
            import UIKit

            \(Self.sceneDelegate(root: "UINavigationController(rootViewController: ServerDetailsViewController())"))

            final class ServerDetailsViewController: UIViewController {
                let pageController: UIPageViewController
                let aboutViewController = AboutInstanceViewController()

                init() {
                    pageController = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
                    super.init(nibName: nil, bundle: nil)
                    pageController.setViewControllers([aboutViewController], direction: .forward, animated: false)
                }
                required init?(coder: NSCoder) { nil }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    addChild(pageController)
                    view.addSubview(pageController.view)
                    pageController.didMove(toParent: self)
                }
            }

            final class AboutInstanceViewController: UIViewController {
                @objc func contactTapped() {
                    navigationController?.pushViewController(ContactViewController(), animated: true)
                }
            }
            final class ContactViewController: UIViewController {}

            """])
        #expect(code.contains("""
            container ServerDetailsViewController {
                // code: init() shows AboutInstanceViewController as a page of the page view controller it made (App.swift:17); \
            embedded here, where that page view controller is
                embed AboutInstanceViewController
            }
            """), "\(code)")
        try expectAllReached(out, 4)
    }
}

/// A storyboard's page view controller whose own code makes its pages from the storyboard by
/// identifier — the walkthrough tutorials' `newViewController("onboarding-logo")` in a lazy array, and
/// iNaturalist's Objective-C loop over `@[@"onboarding-logo", …]` — has those pages, in the order the
/// code writes them, where it was `pages X {}` and every page unreached.
extension ImportAppCLITests {
    static func onboardingStoryboard() -> String {
        storyboard(initial: "onboarding", [
            #"""
            <viewController id="onboarding" customClass="OnboardingViewController" sceneMemberID="viewController">
                <view key="view" id="ov"><subviews>
                    <containerView id="cv"><connections><segue destination="pager" kind="embed" id="e1"/></connections></containerView>
                </subviews></view>
            </viewController>
            """#,
            #"<pageViewController transitionStyle="scroll" navigationOrientation="horizontal" spineLocation="none" id="pager" customClass="OnboardingPageViewController" sceneMemberID="viewController"/>"#,
            #"<viewController storyboardIdentifier="onboarding-logo" id="logo" customClass="LogoViewController" sceneMemberID="viewController"/>"#,
            #"<viewController storyboardIdentifier="onboarding-login" id="login" customClass="LoginViewController" sceneMemberID="viewController"/>"#,
        ])
    }

    @Test func aPageViewControllerMakingItsPagesByIdentifierHasThem() throws {
        let (out, _, _) = try importApp("PagesBySwift", [
            "App/Base.lproj/Main.storyboard": Self.onboardingStoryboard(),
            "App/Info.plist": Self.launchingMain,
            "App/Pages.swift": """
                import UIKit
                class OnboardingViewController: UIViewController {}
                class LogoViewController: UIViewController {}
                class LoginViewController: UIViewController {}
                class OnboardingPageViewController: UIPageViewController, UIPageViewControllerDataSource {
                    lazy var orderedViewControllers: [UIViewController] = [newViewController("onboarding-logo"),
                                                                           newViewController("onboarding-login")]
                    private func newViewController(_ identifier: String) -> UIViewController {
                        storyboard!.instantiateViewController(withIdentifier: identifier)
                    }
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        dataSource = self
                        if let first = orderedViewControllers.first {
                            setViewControllers([first], direction: .forward, animated: true, completion: nil)
                        }
                    }
                    func pageViewController(_ p: UIPageViewController, viewControllerBefore v: UIViewController) -> UIViewController? { nil }
                    func pageViewController(_ p: UIPageViewController, viewControllerAfter v: UIViewController) -> UIViewController? { nil }
                }
                """,
        ])
        let main = try String(contentsOf: out.appendingPathComponent("Main.flow"), encoding: .utf8)
        #expect(main.contains("pages OnboardingPageViewController { LogoViewController, LoginViewController }"), "\(main)")
        try expectAllReached(out, 4)
    }

    @Test func anObjectiveCPageViewControllerLoopingOverIdentifiersHasThosePages() throws {
        let pager = """
            #import "OnboardingPageViewController.h"
            @implementation OnboardingPageViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                NSArray *identifiers = @[@"onboarding-logo", @"onboarding-login"];
                NSMutableArray *vcs = [NSMutableArray array];
                for (NSString *identifier in identifiers) {
                    [vcs addObject:[self.storyboard instantiateViewControllerWithIdentifier:identifier]];
                }
                [self setViewControllers:@[ [vcs firstObject] ] direction:UIPageViewControllerNavigationDirectionForward
                                animated:YES completion:nil];
            }
            @end

            """
        let (out, _, _) = try importApp("PagesByObjectiveC", [
            "App/Base.lproj/Main.storyboard": Self.onboardingStoryboard(),
            "App/Info.plist": Self.launchingMain,
            "App/OnboardingPageViewController.h": "#import <UIKit/UIKit.h>\n@interface OnboardingPageViewController : UIPageViewController\n@end\n",
            "App/OnboardingPageViewController.m": pager,
        ])
        let main = try String(contentsOf: out.appendingPathComponent("Main.flow"), encoding: .utf8)
        #expect(main.contains("pages OnboardingPageViewController { LogoViewController, LoginViewController }"), "\(main)")
        try expectAllReached(out, 4)
    }

    /// ICViewPager's `ViewPagerController`, a library container whose Objective-C subclass keeps the tabs it
    /// makes by identifier and hands them out from its data source; another file of the app extends the
    /// library's class (`@interface ViewPagerController ()`), which had hidden the library from the lineage
    /// (iNaturalist's news pager and project tabs).
    @Test func anObjectiveCLibraryPagerKeepingItsTabsByIdentifierEmbedsThem() throws {
        let storyboard = Self.storyboard(initial: "pager", [
            #"<viewController id="pager" customClass="NewsPagerViewController" sceneMemberID="viewController"/>"#,
            #"<viewController title="News" storyboardIdentifier="SiteNews" id="news" customClass="SiteNewsViewController" sceneMemberID="viewController"/>"#,
            #"<tableViewController title="Updates" storyboardIdentifier="Updates" id="updates" customClass="UpdatesViewController" sceneMemberID="viewController"/>"#,
        ])
        let pager = """
            #import "NewsPagerViewController.h"
            @interface NewsPagerViewController () <ViewPagerDelegate, ViewPagerDataSource>
            @end
            @implementation NewsPagerViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                self.dataSource = self;
                self.siteNews = [self.storyboard instantiateViewControllerWithIdentifier:@"SiteNews"];
                self.updates = [self.storyboard instantiateViewControllerWithIdentifier:@"Updates"];
            }
            - (UIViewController *)viewPager:(ViewPagerController *)viewPager contentViewControllerForTabAtIndex:(NSUInteger)index {
                return index == 0 ? self.updates : self.siteNews;
            }
            @end

            """
        let (out, _, _) = try importApp("LibraryPagerByIdentifier", [
            "App/Base.lproj/Main.storyboard": storyboard,
            "App/Info.plist": Self.launchingMain,
            "App/NewsPagerViewController.h": """
                #import <ICViewPager/ViewPagerController.h>
                @interface NewsPagerViewController : ViewPagerController
                @property UIViewController *siteNews;
                @property UIViewController *updates;
                @end

                """,
            "App/NewsPagerViewController.m": pager,
            "App/ProjectPager.m": "@interface ViewPagerController ()\n- (void)selectTabAtIndex:(NSUInteger)index;\n@end\n",
            "App/Screens.swift": "import UIKit\nclass SiteNewsViewController: UIViewController {}\nclass UpdatesViewController: UITableViewController {}\n",
        ])
        let main = try String(contentsOf: out.appendingPathComponent("Main.flow"), encoding: .utf8)
        #expect(main.contains("""
            container NewsPagerViewController {
                // code: NewsPagerViewController makes SiteNewsViewController by its storyboard identifier, a page its paging \
            library's data source hands out; embedded here, where that library's page view controller is
                embed SiteNewsViewController
            """), "\(main)")
        #expect(main.contains("    embed UpdatesViewController\n"), "\(main)")
        try expectAllReached(out, 3)
    }
}
