import FlowImport
import FlowLang
import Foundation
import Testing

/// Small hand-made storyboards: each segue kind and each edge of SCHEMA.md.
@Suite struct EdgeCaseTests {
    /// A storyboard document around `scenes` (each a controller's XML).
    static func storyboard(_ scenes: [String], initial: String? = "a", version: String = "3.0",
                           runtime: String = "iOS.CocoaTouch", extra: String = "") -> String {
        let initialAttribute = initial.map { " initialViewController=\"\($0)\"" } ?? ""
        let body = scenes.enumerated().map { index, controller in
            """
                <scene sceneID="s\(index)">
                    <objects>
                        \(controller)
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr\(index)" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            """
        }.joined(separator: "\n")
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="\(version)" toolsVersion="9531" targetRuntime="\(runtime)"\(initialAttribute)>
                <dependencies/>
                <scenes>
            \(body)
                </scenes>
                \(extra)
            </document>
            """
    }

    /// Imports `xml` as `name` and checks the output; returns its text.
    func imported(_ xml: String, name: String = "Main.storyboard", sources: SourceIndex = SourceIndex(),
                  sourceLocation: Testing.SourceLocation = #_sourceLocation) -> (text: String, warnings: [ImportWarning]) {
        let result = importStoryboards([Harness.input(name, xml)], sources: sources)
        #expect(result.errors.isEmpty, "\(result.errors)", sourceLocation: sourceLocation)
        #expect(Harness.unformatted(result).isEmpty, sourceLocation: sourceLocation)
        let errors = Harness.checkErrors(result)
        #expect(errors.isEmpty, "\(errors)\n\(result.files.first?.text ?? "")", sourceLocation: sourceLocation)
        // Runs of spaces (the `->` alignment) become one, so tests match single lines.
        let text = (result.files.first?.text ?? "")
            .replacingOccurrences(of: "(?<=\\S)  +", with: " ", options: .regularExpression)
        return (text, result.warnings)
    }

    static let target = #"<viewController title="Target" id="t" sceneMemberID="viewController"/>"#

    /// Scenes that share a class are named after their own restoration
    /// identifiers when they have no storyboard identifier, not numbered.
    @Test func sharedClassesTakeTheirRestorationIdentifiers() {
        let xml = Self.storyboard([
            #"<viewController id="a" customClass="TopHeaderViewController" restorationIdentifier="inbox" sceneMemberID="viewController"/>"#,
            #"<viewController id="b" customClass="TopHeaderViewController" restorationIdentifier="archive" sceneMemberID="viewController"/>"#,
        ])
        let text = imported(xml).text
        #expect(text.contains("scene Inbox {") && text.contains("scene Archive {"), "\(text)")
        #expect(!text.contains("TopHeaderViewController2"))
    }

    /// A file that is not XML is named for what it is, with what import reads.
    @Test func filesThatAreNotStoryboardsSayWhatTheyAre() {
        let cases: [(String, String)] = [
            ("", "this is an empty file"),
            ("{\"scenes\": []}", "this is JSON"),
            ("scene A {}\nscene B { button b -> show A }\n", "this is a .flow file"),
            ("hello", "this is plain text"),
            ("<document><scenes>", "at line 1"),
        ]
        for (text, expected) in cases {
            let result = importStoryboards([StoryboardInput(path: "X.storyboard", data: Data(text.utf8))])
            let message = result.errors.first?.message ?? ""
            #expect(message.hasPrefix("not a storyboard: ") && message.contains(expected), "\(text): \(message)")
            #expect(message.hasSuffix("flow import reads Interface Builder storyboards (.storyboard XML files)"))
        }
        let binary = importStoryboards([StoryboardInput(path: "X.storyboard", data: Data([0x00, 0xFF, 0x13]))])
        #expect(binary.errors.first?.message.contains("this is binary data") == true)
    }

    @Test func everySegueKindOldAndNew() {
        let kinds = [("show", "show"), ("push", "show"), ("showDetail", "detail"), ("replace", "detail"),
                     ("presentation", "present"), ("modal", "present")]
        for (kind, flow) in kinds {
            let source = """
                <viewController id="a" sceneMemberID="viewController"><view key="view" id="v"><subviews>
                <button title="Go Now" id="b1"><connections><segue destination="t" kind="\(kind)" identifier="go" id="q1"/></connections></button>
                </subviews></view></viewController>
                """
            let text = imported(Self.storyboard([source, Self.target])).text
            #expect(text.contains("button goNow -> \(flow) Target id \"go\""), "\(kind): \(text)")
        }
    }

    @Test func presentationStylesAnimatesAndCustomClass() {
        let source = """
            <viewController id="a" sceneMemberID="viewController"><connections>
            <segue destination="t" kind="presentation" identifier="p" modalPresentationStyle="formSheet" modalTransitionStyle="crossDissolve" animates="NO" id="q1"/>
            <segue destination="t" kind="presentation" identifier="q" modalPresentationStyle="blurOverFullScreen" customClass="Fancy" id="q2"/>
            <segue destination="t" kind="custom" identifier="c" customClass="FadeSegue" id="q3"/>
            <segue destination="t" kind="show" identifier="d" destinationCreationSelector="makeWithCoder:" id="q4"><segue key="commit" inheritsFrom="parent" id="x1"/><segue key="preview" inheritsFrom="commit" id="x2"/></segue>
            </connections></viewController>
            """
        let (text, warnings) = imported(Self.storyboard([source, Self.target]))
        #expect(text.contains(#"segue "p" -> present Target style formSheet transition crossDissolve animated false"#))
        #expect(text.contains(#"segue "q" -> present Target"#))
        #expect(text.contains(#"segue "c" -> custom Target "FadeSegue""#))
        #expect(text.contains("makeWithCoder:"))
        #expect(warnings.contains { $0.message.contains("blurOverFullScreen") && $0.line > 1 })
        #expect(warnings.contains { $0.message.contains("'Fancy'") })
        #expect(warnings.contains { $0.message.contains("'FadeSegue'") })
        #expect(!text.contains("x1"))
    }

    /// Two segues of one scene with one identifier (UIKit allows it): both
    /// keep it, and the importer warns when they move differently (a third
    /// button's `present`), not when each makes the same move (prototype cells'
    /// Reply buttons), as `flow check` judges them.
    @Test func duplicateSegueIdentifiersAreKept() {
        let source = """
            <viewController id="a" sceneMemberID="viewController"><view key="view" id="v"><subviews>
            <button title="One" id="b1"><connections><segue destination="t" kind="show" identifier="go" id="q1"/></connections></button>
            <button title="Two" id="b2"><connections><segue destination="t" kind="show" identifier="go" id="q2"/></connections></button>
            <button title="Three" id="b3"><connections><segue destination="t" kind="presentation" identifier="go" id="q3"/></connections></button>
            </subviews></view></viewController>
            """
        let (text, warnings) = imported(Self.storyboard([source, Self.target]))
        #expect(text.contains(#"button one -> show Target id "go""#), "\(text)")
        #expect(text.contains(#"button two -> show Target id "go""#), "\(text)")
        #expect(text.contains(#"button three -> present Target id "go""#), "\(text)")
        #expect(warnings.filter { $0.message.contains("'go' is used twice") }.count == 1, "\(warnings)")
    }

    /// A control nothing visible names takes its accessibility identifier,
    /// else the outlet that points at it — not `item item` or `cell cell`.
    @Test func unnamedControlsTakeTheirDevelopersNames() {
        let source = """
            <viewController id="a" sceneMemberID="viewController">
            <navigationItem key="navigationItem" id="n"><barButtonItem key="rightBarButtonItem" id="i1"><connections>
            <segue destination="t" kind="show" id="q1"/>
            </connections></barButtonItem></navigationItem>
            <view key="view" id="v"><subviews>
            <button accessibilityIdentifier="composeButton" id="b1"><connections><segue destination="t" kind="show" id="q2"/></connections></button>
            </subviews></view>
            <connections><outlet property="shareItem" destination="i1" id="o1"/></connections>
            </viewController>
            """
        let text = imported(Self.storyboard([source, Self.target])).text
        #expect(text.contains("item shareItem -> show Target"), "\(text)")
        #expect(text.contains("button composeButton -> show Target"), "\(text)")
    }

    /// Interface Builder's placeholder title, which the app's code replaces, is no text a UI test
    /// finds the button by: two such buttons draw no W118 (Habitica's support screen).
    @Test func placeholderTitlesAreNoAccessibilityText() {
        let source = """
            <viewController id="a" sceneMemberID="viewController">
            <view key="view" id="v"><subviews>
            <button id="b1"><state key="normal" title="Button"/><connections><segue destination="t" kind="show" id="q1"/></connections></button>
            <button title="Button" id="b2"><connections><segue destination="t" kind="show" id="q2"/></connections></button>
            <button id="b3"><state key="normal" title="Report a bug"/><connections><segue destination="t" kind="show" id="q3"/></connections></button>
            </subviews></view>
            <connections><outlet property="questionsButton" destination="b1" id="o1"/><outlet property="bugButton" destination="b2" id="o2"/></connections>
            </viewController>
            """
        let text = imported(Self.storyboard([source, Self.target])).text
        #expect(!text.contains("\"Button\""), "\(text)")
        #expect(text.contains("\"Report a bug\""), "\(text)")
    }

    @Test func popoversAndAnchors() {
        let source = """
            <viewController id="a" sceneMemberID="viewController">
            <navigationItem key="navigationItem" id="n"><barButtonItem key="rightBarButtonItem" title="Pick" id="i1"><connections>
            <segue destination="t" kind="popover" identifier="pop" popoverAnchorBarButtonItem="i1" id="q1"/>
            </connections></barButtonItem></navigationItem>
            <view key="view" id="v"><subviews>
            <button title="Info" id="b1"><connections><segue destination="t" kind="popoverPresentation" popoverAnchorBarButtonItem="i1" id="q2"/></connections></button>
            <view id="plain"/>
            </subviews></view>
            <connections>
            <segue destination="t" kind="popoverPresentation" identifier="manualA" popoverAnchorView="b1" id="q3"/>
            <segue destination="t" kind="popoverPresentation" identifier="manualB" popoverAnchorView="plain" id="q4"/>
            </connections></viewController>
            """
        let text = imported(Self.storyboard([source, Self.target])).text
        #expect(text.contains(#"item pick -> popover Target id "pop""#), "\(text)")
        #expect(text.contains("-> popover Target anchor pick"))
        #expect(text.contains(#"segue "manualA" -> popover Target anchor info"#))
        // Anchored at a plain view: the scene's view anchors it (`anchor view`).
        #expect(text.contains(#"segue "manualB" -> popover Target anchor view"#), "\(text)")
    }

    @Test func cellsAccessoriesGesturesAndManualSegues() {
        let source = """
            <tableViewController id="a" sceneMemberID="viewController"><tableView key="view" id="tv"><prototypes>
            <tableViewCell reuseIdentifier="RecipeCell" id="c1"><connections>
            <segue destination="t" kind="show" identifier="open" id="q1"/>
            <segue destination="t" kind="push" trigger="accessoryAction" id="q2"/>
            </connections></tableViewCell></prototypes></tableView>
            <connections>
            <segue destination="t" kind="show" identifier="manual" id="q3"/>
            <segue destination="t" kind="show" id="q4"/>
            <segue destination="t" kind="show" identifier="manual" id="q5"/>
            <segue destination="gone" kind="show" identifier="lost" id="q6"/>
            </connections></tableViewController>
            <tapGestureRecognizer id="g1"><connections><segue destination="t" kind="presentation" id="q7"/></connections></tapGestureRecognizer>
            """
        let (text, warnings) = imported(Self.storyboard([source, Self.target]))
        #expect(text.contains(#"cell recipeCell -> show Target id "open""#))
        #expect(text.contains("accessory recipeCellDetail -> show Target"))
        #expect(text.contains("gesture tap -> present Target"))
        #expect(text.contains(#"segue "manual" -> show Target"#))
        #expect(warnings.contains { $0.message.contains("without an identifier") })
        #expect(warnings.contains { $0.message.contains("second manual segue") })
        #expect(warnings.contains { $0.message.contains("'gone' is missing") })
    }

    @Test func containersAndRelationships() {
        let scenes = [
            #"<tabBarController id="a" sceneMemberID="viewController"><connections><segue destination="n" kind="relationship" relationship="viewControllers" id="r1"/><segue destination="sp" kind="relationship" relationship="viewControllers" id="r2"/></connections></tabBarController>"#,
            #"<navigationController id="n" sceneMemberID="viewController"><connections><segue destination="p" kind="relationship" relationship="rootViewController" id="r3"/></connections></navigationController>"#,
            #"<splitViewController id="sp" sceneMemberID="viewController"><connections><segue destination="t" kind="relationship" relationship="detailViewController" id="r4"/><segue destination="p" kind="relationship" relationship="masterViewController" id="r5"/></connections></splitViewController>"#,
            #"<viewController id="p" customClass="ParentViewController" sceneMemberID="viewController"><view key="view" id="v"><subviews><containerView id="cv"><connections><segue destination="pg" kind="embed" identifier="embedPages" id="e1"/></connections></containerView></subviews></view></viewController>"#,
            #"<pageViewController id="pg" transitionStyle="scroll" sceneMemberID="viewController"/>"#,
            #"<navigationController id="empty" sceneMemberID="viewController"/>"#,
            #"<glkViewController id="odd" sceneMemberID="viewController"/>"#,
            Self.target,
        ]
        let text = imported(Self.storyboard(scenes)).text
        #expect(text.contains("tabs TabBarController { NavigationController, SplitViewController }"))
        #expect(text.contains("navigation NavigationController { root ParentViewController }"))
        #expect(text.contains("split SplitViewController { primary ParentViewController; secondary Target }"))
        #expect(text.contains(#"container ParentViewController { embed PageViewController id "embedPages" }"#))
        #expect(text.contains("pages PageViewController {}"))
        #expect(text.contains("navigation NavigationController2 {}"))
        // No title and no view identifier: nothing a UI test finds the scene by (issue 57).
        #expect(text.contains("scene GlkViewController { accessibility \"\" }"), "\(text)")
    }

    @Test func controllerAttributes() {
        let scene = """
            <viewController title="Detail" storyboardIdentifier="detail" restorationIdentifier="detailRestore" definesPresentationContext="YES" providesPresentationContextTransitionStyle="YES" hidesBottomBarWhenPushed="YES" modalPresentationStyle="currentContext" modalTransitionStyle="flipHorizontal" id="a" customClass="DetailViewController" customModule="App" sceneMemberID="viewController">
            <value key="contentSizeForViewInPopover" type="size" width="320" height="324.5"/>
            </viewController>
            """
        let text = imported(Self.storyboard([scene])).text
        for line in ["scene DetailViewController {", #"title "Detail""#, #"restoration "detailRestore""#, "defines context",
                     "hides bottom bar", "provides transition", "style currentContext", "transition flipHorizontal", "size 320 x 324.5",
                     #"// storyboard identifier "detail""#] {
            #expect(text.contains(line), "\(line)\n\(text)")
        }
    }

    @Test func namesAreValidUniqueAndStable() {
        let scenes = [
            #"<viewController title="Über Einstellungen!" id="a" sceneMemberID="viewController"/>"#,
            #"<viewController title="2FA" id="b" sceneMemberID="viewController"/>"#,
            #"<viewController id="c" customClass="Shared" storyboardIdentifier="first" sceneMemberID="viewController"/>"#,
            #"<viewController id="d" customClass="Shared" sceneMemberID="viewController"/>"#,
            #"<viewController id="e" storyboardIdentifier="Main" sceneMemberID="viewController"/>"#,
        ]
        let xml = Self.storyboard(scenes)
        let text = imported(xml).text
        for name in ["scene UberEinstellungen", "scene Scene2FA", "scene First", "scene Shared", "scene Main2"] {
            #expect(text.contains(name), "\(name)\n\(text)")
        }
        #expect(imported(xml).text == text)
    }

    @Test func unwindSelectorsBecomeNames() {
        let source = """
            <viewController id="a" customClass="ListViewController" sceneMemberID="viewController"><view key="view" id="v"><subviews>
            <button title="Done" id="b1"><connections><segue destination="x" kind="unwind" identifier="" unwindAction="unwindToList:" id="q1"/></connections></button>
            <button title="Other" id="b2"><connections><segue destination="x" kind="unwind" unwindAction="unwindFromEditorWith:" id="q2"/></connections></button>
            </subviews></view></viewController>
            <exit id="x" userLabel="Exit" sceneMemberID="exit"/>
            """
        var sources = SourceIndex()
        sources.add(path: "List.swift", text: """
            final class ListViewController: UIViewController {
                @IBAction func unwindToList(_ segue: UIStoryboardSegue) { }
                @IBAction private func unwindFromEditor(with segue: UIStoryboardSegue) { }
            }
            """)
        let text = imported(Self.storyboard([source]), sources: sources).text
        #expect(text.contains("button done -> unwind unwindToList"))
        #expect(text.contains("unwind unwindToList\n"))
        #expect(text.contains("unwind unwindFromEditorWith\n"))
        let without = imported(Self.storyboard([source])).text
        #expect(without.contains("--sources"))
    }

    /// A method that shows one of several controllers (a switch over account
    /// types) gives each its own segue: the method's name, then the method's
    /// name and the scene's, so every branch can be reached.
    @Test func aMethodsBranchesAreSeguesOfTheirOwn() {
        let scenes = [
            #"<viewController storyboardIdentifier="Add" id="a" customClass="AddAccountViewController" sceneMemberID="viewController"/>"#,
            #"<viewController storyboardIdentifier="Local" id="b" sceneMemberID="viewController"/>"#,
            #"<viewController storyboardIdentifier="Cloud" id="c" sceneMemberID="viewController"/>"#,
        ]
        var sources = SourceIndex()
        sources.add(path: "Add.swift", text: """
            final class AddAccountViewController: UITableViewController {
                func presentController(for type: Int) {
                    switch type {
                    case 0:
                        let local = storyboard!.instantiateViewController(withIdentifier: "Local")
                        present(local, animated: true)
                    default:
                        let cloud = storyboard!.instantiateViewController(identifier: "Cloud")
                        present(cloud, animated: true)
                    }
                }
            }
            """)
        let text = imported(Self.storyboard(scenes), sources: sources).text
        #expect(text.contains(#"segue "presentController" -> present Local"#), "\(text)")
        #expect(text.contains(#"segue "presentController (Cloud)" -> present Cloud"#), "\(text)")
    }

    /// `--sources`: the calls in a class's methods that move between scenes.
    /// A presentation of a scene instantiated by storyboard identifier is a
    /// manual segue named after the method; a performed segue, a dismissal
    /// and a pop are comments saying where. Swift and Objective-C.
    @Test func codeTriggersBecomeManualSegues() {
        let scenes = [
            #"<viewController storyboardIdentifier="Feeds" id="a" customClass="FeedsViewController" sceneMemberID="viewController"/>"#,
            #"<viewController storyboardIdentifier="AddFeed" id="b" customClass="AddFeedViewController" sceneMemberID="viewController"/>"#,
            #"<viewController storyboardIdentifier="Detail" id="c" customClass="DetailController" sceneMemberID="viewController"/>"#,
        ]
        var sources = SourceIndex()
        sources.add(path: "Feeds.swift", text: """
            final class FeedsViewController: UITableViewController {
                @objc func addTapped(_ sender: Any) {
                    let add = storyboard!.instantiateViewController(withIdentifier: "AddFeed")
                    present(add, animated: true)
                }
                func open(_ item: Int) {
                    let detail = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Detail")
                    navigationController?.pushViewController(detail, animated: true)
                }
                func settings() { performSegue(withIdentifier: "showSettings", sender: self) }
                func lost() {
                    let other = storyboard!.instantiateViewController(withIdentifier: "Nowhere")
                    show(other, sender: self)
                }
            }
            """)
        // SwiftGen's generated scenes: the case is the identifier with a lowercase start.
        sources.add(path: "Detail.swift", text: """
            final class DetailController: UIViewController {
                func again() {
                    let next = StoryboardScene.Main.detail.instantiate()
                    navigationController?.pushViewController(next, animated: true)
                }
            }
            """)
        sources.add(path: "AddFeed.m", text: """
            @implementation AddFeedViewController
            - (IBAction)cancel:(id)sender {
                [self dismissViewControllerAnimated:YES completion:nil];
            }
            - (void)showDetail {
                UIViewController *vc = [self.storyboard instantiateViewControllerWithIdentifier:@"Detail"];
                [self showDetailViewController:vc sender:self];
            }
            @end
            """)
        let text = imported(Self.storyboard(scenes), sources: sources).text
        #expect(text.contains("segue \"addTapped\" -> present AddFeedViewController"), "\(text)")
        // A push is the method's code, not a show segue: in no navigation controller it does nothing (UIKit's
        // `navigationController?` of nil), where `show` would present modally; and no `prepare` runs.
        #expect(text.contains("segue \"open\" { push DetailController }"), "\(text)")
        #expect(!text.contains("-> show DetailController"), "\(text)")
        // The scene has no segue "showSettings", and no storyboard a scene "Nowhere": UIKit's exceptions.
        #expect(text.contains("warning: code performs segue \"showSettings\" on FeedsViewController (settings(), Feeds.swift:10), "
                              + "which has no segue with that identifier"), "\(text)")
        #expect(text.contains("warning: code instantiates 'Nowhere' (lost(), Feeds.swift:13), which no storyboard of the import declares"),
                "\(text)")
        #expect(text.contains("code: cancel() dismisses (AddFeed.m:3)"), "\(text)")
        #expect(text.contains("segue \"showDetail\" -> detail DetailController"), "\(text)")
        #expect(text.contains("segue \"again\" { push DetailController }"), "\(text)")

        // A script names the method's segue as it names any manual segue.
        let script = text + "\ntest \"add\" {\n    perform \"addTapped\"\n    expect visible == AddFeedViewController\n}\n"
        let errors = check(SourceFile(path: "Main.flow", text: script)).diagnostics.filter(\.isError)
        #expect(errors.isEmpty, "\(errors)")
    }

    /// Objective-C is read statement by statement (ObjectiveCMethod): a variable holds what it was
    /// given, through a cast; a message's argument may be the expression itself; a storyboard named
    /// in code is that storyboard; a `;` or a bracket in a comment or a string cuts nothing.
    @Test func objectiveCFollowsWhatEachVariableHolds() {
        let scenes = [
            #"<viewController storyboardIdentifier="Feeds" id="a" customClass="FeedsViewController" sceneMemberID="viewController"/>"#,
            #"<viewController storyboardIdentifier="Detail" id="b" customClass="DetailController" sceneMemberID="viewController"/>"#,
            #"<viewController storyboardIdentifier="Other" id="c" customClass="OtherController" sceneMemberID="viewController"/>"#,
        ]
        var sources = SourceIndex()
        sources.add(path: "Feeds.m", text: """
            @implementation FeedsViewController
            - (void)open {
                // a comment; with a semicolon and a [bracket
                NSString *title = @"a; b [c";
                UIViewController *other = [self.storyboard instantiateViewControllerWithIdentifier:@"Other"];
                DetailController *detail = (DetailController *)[self.storyboard instantiateViewControllerWithIdentifier:@"Detail"];
                [self.navigationController pushViewController:detail animated:YES];
            }
            - (void)more {
                [self presentViewController:[self.storyboard instantiateViewControllerWithIdentifier:@"Other"]
                                   animated:YES
                                 completion:^{ [self log:@"done;"]; }];
            }
            - (void)elsewhere {
                UIStoryboard *settings = [UIStoryboard storyboardWithName:@"Settings" bundle:nil];
                [self showViewController:[settings instantiateInitialViewController] sender:self];
            }
            @end
            """)
        let text = imported(Self.storyboard(scenes), sources: sources).text
        #expect(text.contains("segue \"open\" { push DetailController }"), "the variable pushed, not the last instantiated:\n\(text)")
        #expect(!text.contains("segue \"open\" { push OtherController }"), "\(text)")
        #expect(text.contains("segue \"more\" -> present OtherController"), "\(text)")
        #expect(text.contains("code: elsewhere() instantiates the initial scene of 'Settings', which no storyboard imported "
                              + "with this one declares (Feeds.m:16)"), "\(text)")
    }

    /// A definition whose header ends with the declaration's `;` before its body, which clang
    /// accepts (Element writes 34: `+ (ManageSessionViewController*)instantiateWithMatrixSession:…;`
    /// then `{`), is read as one without it: its moves, and what it makes for its callers.
    @Test func objectiveCDefinitionsWithASemicolonBeforeTheBodyAreRead() {
        let scenes = [
            #"<viewController storyboardIdentifier="Feeds" id="a" customClass="FeedsViewController" sceneMemberID="viewController"/>"#,
            #"<viewController storyboardIdentifier="Detail" id="b" customClass="DetailController" sceneMemberID="viewController"/>"#,
        ]
        var sources = SourceIndex()
        sources.add(path: "Detail.m", text: """
            @implementation DetailController
            + (DetailController *)instantiateWithFeed:(NSObject *)feed;
            {
                return [[UIStoryboard storyboardWithName:@"Main" bundle:nil] instantiateViewControllerWithIdentifier:@"Detail"];
            }
            @end
            """)
        sources.add(path: "Feeds.m", text: """
            @implementation FeedsViewController
            - (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath;
            {
                DetailController *detail = [DetailController instantiateWithFeed:nil];
                [self.navigationController pushViewController:detail animated:YES];
            }
            @end
            """)
        let text = imported(Self.storyboard(scenes), sources: sources).text
        #expect(text.contains("segue \"tableView\" { push DetailController }"), "\(text)")
    }

    /// A name the method binds itself (a `case`'s, a parameter, an `if let`'s) is no app-wide
    /// constant of that name: Rocket.Chat's `fromStoryboard` instantiates `case .identifier(let
    /// identifier)`'s string, which the import read as the enum case's name (or a cell's `static let
    /// identifier`), warning of a scene no storyboard declares. A constant written bare still counts.
    @Test func aNameTheMethodBindsIsNoConstant() {
        let scenes = [#"<viewController storyboardIdentifier="Feeds" id="a" customClass="FeedsViewController" sceneMemberID="viewController"/>"#]
        var sources = SourceIndex()
        sources.add(path: "Feeds.swift", text: """
            enum StoryboardIdentifier {
                case identifier(String)
                case initial
            }
            final class Cell: UITableViewCell {
                static let name = "CellName"
            }
            final class FeedsViewController: UIViewController {
                static let detail = "Feeds"
                func bound(_ choice: StoryboardIdentifier) {
                    switch choice {
                    case .identifier(let identifier):
                        show(storyboard!.instantiateViewController(withIdentifier: identifier), sender: nil)
                    case .initial:
                        break
                    }
                }
                func parameter(name: String) {
                    show(storyboard!.instantiateViewController(withIdentifier: name), sender: nil)
                }
                func optional(_ text: String?) {
                    if let name = text { show(storyboard!.instantiateViewController(withIdentifier: name), sender: nil) }
                }
                func constant() {
                    show(storyboard!.instantiateViewController(withIdentifier: detail), sender: nil)
                }
            }
            """)
        let text = imported(Self.storyboard(scenes), sources: sources).text
        #expect(!text.contains("'identifier'") && !text.contains("'CellName'"), "\(text)")
        #expect(text.contains("segue \"constant\" -> show Feeds"), "\(text)")
    }

    /// Objective-C that is no program a person writes is read in time linear in its size: brackets
    /// never closed, a statement of thousands of casts, a message of thousands of pieces, a run of
    /// 200,000 blank lines (each line's `^\s*` had read the rest of the run again: 50,000 took 15 s),
    /// a method's header or a `@property` followed by 200,000 blanks, 200 statements of 2,000 blanks
    /// and no `=` (an assignment's target read each run again from each blank: 500 took 40 s), and
    /// messages whose receiver or list is such a run (a lazy receiver before `\s+`: 600 took 100 s),
    /// and parentheses never closed, which make the rest of the method one statement (each move's
    /// argument was read to its end: 200 took 3.6 s).
    @Test func objectiveCOfAnyShapeIsReadQuickly() {
        let scenes = [#"<viewController storyboardIdentifier="Feeds" id="a" customClass="FeedsViewController" sceneMemberID="viewController"/>"#]
        var sources = SourceIndex()
        let casts = String(repeating: "(UIViewController *)", count: 20_000)
        let pieces = (0..<5_000).map { "piece\($0):x" }.joined(separator: " ")
        sources.add(path: "Feeds.m", text: """
            @implementation FeedsViewController
            - (void)open {
                UIViewController *a = \(casts)[self.storyboard instantiateViewControllerWithIdentifier:@"Feeds"];
                [self presentViewController:\(casts)a animated:YES completion:nil];
                [self pushViewController:[[X alloc] init \(pieces)] animated:YES];
                \(String(repeating: "[", count: 50_000)) [self dismissViewControllerAnimated:YES completion:nil];
            }
            - (void)blanks {
                \(String(repeating: "a" + String(repeating: " ", count: 1_990) + "b;\n", count: 200))
                \(String(repeating: "x = [a" + String(repeating: " ", count: 1_900) + "b];\n", count: 200))
                \(String(repeating: "[nav setViewControllers:e" + String(repeating: " ", count: 1_900) + "f animated:NO];\n", count: 200))
                \(String(repeating: "x = (A" + String(repeating: " ", count: 1_900) + "b;\n", count: 200))
                \(String(repeating: "[self presentViewController:(B" + String(repeating: " ", count: 1_900) + "c animated:YES completion:nil];\n", count: 200))
            }
            \(String(repeating: "\n", count: 200_000))
            - (void)header\(String(repeating: " ", count: 200_000))x
            @property\(String(repeating: " ", count: 200_000));
            @end
            """)
        let text = imported(Self.storyboard(scenes), sources: sources).text
        #expect(text.contains("code: open() dismisses"), "\(text)")
    }

    /// A child the code adds as the controller loads is embedded (a plain scene becomes a custom
    /// container); one added later is embedded too, and says so; a child on another controller is not this one's.
    @Test func childrenAddedInCode() {
        let scenes = [
            #"<viewController storyboardIdentifier="Home" id="a" customClass="HomeViewController" sceneMemberID="viewController"/>"#,
            #"<viewController storyboardIdentifier="Banner" id="b" customClass="BannerViewController" sceneMemberID="viewController"/>"#,
        ]
        var sources = SourceIndex()
        sources.add(path: "Home.swift", text: """
            final class HomeViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let banner = storyboard!.instantiateViewController(withIdentifier: "Banner")
                    addChild(banner)
                    view.addSubview(banner.view)
                    banner.didMove(toParent: self)
                }
                func showTips() {
                    let tips = TipsViewController()
                    addChild(tips)
                }
                func elsewhere(_ other: UIViewController) { other.addChild(TipsViewController()) }
            }
            final class BannerViewController: UIViewController {}
            final class TipsViewController: UIViewController {}
            """)
        let text = imported(Self.storyboard(scenes), sources: sources).text
        #expect(text.contains("container HomeViewController {"), "\(text)")
        #expect(text.contains("// code: viewDidLoad() adds BannerViewController as a child (Home.swift:5)\n    embed BannerViewController"),
                "\(text)")
        #expect(text.contains("// code: showTips() adds Code.TipsViewController as a child later (Home.swift:11); embedded as "
                              + "the scene loads, where flow's containers embed\n    embed Code.TipsViewController"), "\(text)")
        #expect(!text.contains("elsewhere"), "\(text)")
    }

    /// A delegate's method that shows a controller (a collection view's selection pushing an
    /// app screen, AltStore's browse list) names its segue by its whole selector, not by the
    /// base name every collection view delegate method shares.
    @Test func delegateMethodsAreNamedByTheirSelector() {
        let scenes = [
            #"<collectionViewController id="a" customClass="BrowseViewController" sceneMemberID="viewController"/>"#,
            #"<viewController storyboardIdentifier="app" id="b" customClass="AppViewController" sceneMemberID="viewController"/>"#,
        ]
        var sources = SourceIndex()
        sources.add(path: "Browse.swift", text: """
            final class BrowseViewController: UICollectionViewController {
                override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
                    let app = storyboard!.instantiateViewController(withIdentifier: "app")
                    navigationController?.pushViewController(app, animated: true)
                }
            }
            final class AppViewController: UIViewController {}
            """)
        let text = imported(Self.storyboard(scenes), sources: sources).text
        #expect(text.contains("// code: collectionView(_:didSelectItemAt:) pushes AppViewController (Browse.swift:4); "
                              + "fire it with perform \"collectionView(_:didSelectItemAt:)\"\n"
                              + "    segue \"collectionView(_:didSelectItemAt:)\" { push AppViewController }"), "\(text)")
    }

    /// A controller kept in a property declared `UIViewController!` and added as a child by
    /// another method (AltStore's launch controller instantiates its tab bar controller as it
    /// loads and adds it once launching finishes): embedded, not presented as a controller
    /// "handed on". One kept in a property and never moved by the class is its child too, shown
    /// through code the import does not read (ControllersKept.swift: a library's container, a
    /// helper of another module).
    @Test func childrenKeptInAPropertyUntilAdded() {
        let scenes = [
            #"<viewController id="a" customClass="LaunchViewController" sceneMemberID="viewController"/>"#,
            #"<tabBarController storyboardIdentifier="tabBarController" id="b" sceneMemberID="viewController"/>"#,
            #"<viewController storyboardIdentifier="news" id="c" customClass="NewsViewController" sceneMemberID="viewController"/>"#,
        ]
        var sources = SourceIndex()
        sources.add(path: "Launch.swift", text: """
            final class LaunchViewController: UIViewController {
                private var destinationViewController: UIViewController!
                private var pending: UIViewController?
                override func viewDidLoad() {
                    super.viewDidLoad()
                    self.destinationViewController = self.storyboard!.instantiateViewController(withIdentifier: "tabBarController") as! UITabBarController
                    pending = storyboard!.instantiateViewController(withIdentifier: "news")
                }
                func finishLaunching() {
                    self.addChild(self.destinationViewController)
                    self.view.addSubview(self.destinationViewController.view)
                    self.destinationViewController.didMove(toParent: self)
                }
            }
            final class NewsViewController: UIViewController {}
            """)
        let main = imported(Self.storyboard(scenes), sources: sources).text
        #expect(main.contains("container LaunchViewController {"), "\(main)")
        #expect(main.contains("// code: finishLaunching() adds TabBarController as a child later (Launch.swift:10)"), "\(main)")
        #expect(main.contains("    embed TabBarController\n"), "\(main)")
        #expect(!main.contains("-> present TabBarController"), "not also presented: \(main)")
        // Stored and never moved by the class: kept, its child.
        #expect(main.contains("// code: viewDidLoad() makes NewsViewController, which the class keeps in 'pending' and never shows"),
                "\(main)")
        #expect(main.contains("    embed NewsViewController\n"), "\(main)")
        #expect(!main.contains("-> present NewsViewController"), "\(main)")
    }

    /// A child chosen by a condition (openHAB's root adds its sitemap or its web view, each a
    /// lazy property instantiated from the storyboard, as a saved preference says: `let target =
    /// if … { sitemap } else { web }`, then `addView(viewController: target)`): every branch's
    /// controller is a child, as an `if`, a `switch` or a `? :` writes it. A scene that then shows
    /// another of its own kind (a page drilling into a subpage) is told nothing by W109.
    @Test func childrenChosenByACondition() {
        let scenes = [
            #"<viewController id="a" customClass="RootViewController" sceneMemberID="viewController"/>"#,
            #"<viewController storyboardIdentifier="Page" id="b" customClass="PageViewController" sceneMemberID="viewController"/>"#,
            #"<viewController storyboardIdentifier="Web" id="c" customClass="WebViewController" sceneMemberID="viewController"/>"#,
            #"<viewController storyboardIdentifier="Help" id="d" customClass="HelpViewController" sceneMemberID="viewController"/>"#,
            #"<viewController storyboardIdentifier="News" id="e" customClass="NewsViewController" sceneMemberID="viewController"/>"#,
        ]
        var sources = SourceIndex()
        sources.add(path: "Root.swift", text: """
            final class RootViewController: UIViewController {
                private lazy var pageViewController: PageViewController = {
                    storyboard!.instantiateViewController(withIdentifier: "Page") as! PageViewController
                }()
                private lazy var webViewController: WebViewController = {
                    storyboard!.instantiateViewController(withIdentifier: "Web") as! WebViewController
                }()
                func switchView(sitemap: Bool, mode: Int) {
                    let target = if sitemap { pageViewController } else { webViewController }
                    addView(viewController: target)
                    let other = mode == 1 ? storyboard!.instantiateViewController(withIdentifier: "Help") : pageViewController
                    addChild(other)
                    let third: UIViewController = switch mode {
                    case 0: storyboard!.instantiateViewController(withIdentifier: "News")
                    default: webViewController
                    }
                    addChild(third)
                }
                private func addView(viewController: UIViewController) {
                    addChild(viewController)
                    viewController.didMove(toParent: self)
                }
            }
            final class PageViewController: UIViewController {
                func open() {
                    let page = storyboard!.instantiateViewController(withIdentifier: "Page") as! PageViewController
                    navigationController?.pushViewController(page, animated: true)
                }
            }
            final class WebViewController: UIViewController {}
            final class HelpViewController: UIViewController {}
            final class NewsViewController: UIViewController {}
            """)
        let main = imported(Self.storyboard(scenes), sources: sources).text
        #expect(main.contains("container RootViewController {"), "\(main)")
        for child in ["PageViewController", "WebViewController", "HelpViewController", "NewsViewController"] {
            #expect(main.contains("    embed \(child)\n"), "\(child) in \(main)")
        }
        #expect(main.contains("// code: switchView() adds HelpViewController as a child later (Root.swift:12)"), "\(main)")
        // Made in a branch and added: a child, not also a controller made and handed on.
        #expect(!main.contains("-> present HelpViewController"), "\(main)")
        let checked = check(SourceFile(path: "Main.flow", text: main))
        #expect(!checked.diagnostics.contains { $0.id == "W109" || $0.message.contains("already a child") },
                "\(checked.diagnostics.map(\.message))")
    }

    /// A page of a page view controller made in code (NetNewsWire's article: a
    /// `UIPageViewController` it holds shows the web view a factory of its own makes, kept in a
    /// local declared with its class and set in branches): the page is on screen in the article,
    /// embedded there, not presented as a controller handed on.
    @Test func pagesOfAPageViewControllerMadeInCode() {
        let scenes = [
            #"<viewController id="a" customClass="ArticleViewController" sceneMemberID="viewController"/>"#,
        ]
        var sources = SourceIndex()
        sources.add(path: "Article.swift", text: """
            final class ArticleViewController: UIViewController {
                private var pageViewController: UIPageViewController!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    pageViewController = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
                    addChild(pageViewController!)
                    let controller: WebViewController
                    if restoring { controller = createWebViewController(false) } else { controller = createWebViewController(true) }
                    self.pageViewController.setViewControllers([controller], direction: .forward, animated: false, completion: nil)
                }
                private func createWebViewController(_ update: Bool) -> WebViewController {
                    let controller = WebViewController()
                    return controller
                }
            }
            final class WebViewController: UIViewController {}
            """)
        let text = imported(Self.storyboard(scenes), sources: sources).text
        #expect(text.contains("// code: viewDidLoad() shows Code.WebViewController as a page of the page view controller it made"), "\(text)")
        #expect(text.contains("    embed Code.WebViewController\n"), "\(text)")
        #expect(!text.contains("-> present Code.WebViewController"), "a page, not a presentation: \(text)")
    }

    /// A factory in an extension of `UIViewController` that instantiates by the name of the class
    /// it is called on, from the storyboard the call names or of the class's name (Open Food
    /// Facts: `SearchTableViewController.loadFromStoryboard(named: .search)`, the case of an enum
    /// declared in another file), called through a factory of the class's own whose result a
    /// navigation controller made in code holds and a `UIViewController` extension's
    /// `transition(to:)` adds as a child; and `ProductViewController.loadFromStoryboard()` pushed.
    /// The extension's own calls are no screen of any class's.
    @Test func factoriesByTheClassesOwnName() {
        let main = [
            #"<viewController id="a" customClass="SearchViewController" sceneMemberID="viewController"/>"#,
        ]
        let search = [
            #"<tableViewController storyboardIdentifier="SearchTableViewController" id="t" customClass="SearchTableViewController" sceneMemberID="viewController"/>"#,
        ]
        let product = [
            #"<viewController storyboardIdentifier="ProductViewController" id="p" customClass="ProductViewController" sceneMemberID="viewController"/>"#,
        ]
        var sources = SourceIndex()
        sources.add(path: "Names.swift", text: """
            enum StoryboardNames: String {
                case search = "Search"
            }
            """)
        sources.add(path: "UIViewController.swift", text: """
            extension UIViewController {
                static func loadFromStoryboard<T: UIViewController>(named storyboardName: StoryboardNames? = nil) -> T {
                    let storyboard = UIStoryboard(name: storyboardName?.rawValue ?? String(describing: self), bundle: .main)
                    return storyboard.instantiateViewController(withIdentifier: String(describing: self)) as! T
                }
                func transition(to child: UIViewController) {
                    addChild(child)
                    child.didMove(toParent: self)
                }
            }
            """)
        sources.add(path: "Search.swift", text: """
            final class SearchViewController: UIViewController {
                var rootNavigationController: UINavigationController!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    self.rootNavigationController = UINavigationController(rootViewController: createSearchTableVC())
                    transition(to: self.rootNavigationController)
                }
                private func createSearchTableVC() -> SearchTableViewController {
                    let searchTableVC = SearchTableViewController.loadFromStoryboard(named: .search) as SearchTableViewController
                    return searchTableVC
                }
                func showProduct() {
                    let product = ProductViewController.loadFromStoryboard() as ProductViewController
                    navigationController?.pushViewController(product, animated: true)
                }
            }
            final class SearchTableViewController: UITableViewController {}
            final class ProductViewController: UIViewController {}
            """)
        let result = importStoryboards([Harness.input("Main.storyboard", Self.storyboard(main)),
                                        Harness.input("Search.storyboard", Self.storyboard(search, initial: nil)),
                                        Harness.input("ProductViewController.storyboard", Self.storyboard(product, initial: nil))],
                                       sources: sources)
        #expect(Harness.checkErrors(result).isEmpty, "\(Harness.checkErrors(result))")
        let text = result.files.first { $0.fileName == "Main.flow" }?.text ?? ""
        #expect(text.contains("    embed Search.SearchTableViewController\n"), "\(text)")
        #expect(text.contains("segue \"showProduct\" { push ProductViewController.ProductViewController2 }"), "\(text)")
        #expect(!text.contains("'Self'") && !text.contains("createSearchTableVC\" ->"), "\(text)")
    }

    /// A helper that makes what its argument names and shows it itself (FreeOTP's list: `next(_
    /// name: String, …)` instantiates `name` and pushes it, or on an iPad presents `name + "Nav"`
    /// as a popover): each call of it pushes that scene, as on an iPhone.
    @Test func helpersThatShowWhatTheyMake() {
        let scenes = [
            #"<viewController id="a" customClass="TokensViewController" sceneMemberID="viewController"/>"#,
            #"<viewController storyboardIdentifier="scan" id="b" customClass="ScanViewController" sceneMemberID="viewController"/>"#,
            #"<viewController storyboardIdentifier="new" id="c" customClass="AddViewController" sceneMemberID="viewController"/>"#,
        ]
        var sources = SourceIndex()
        sources.add(path: "Tokens.swift", text: """
            final class TokensViewController: UIViewController {
                fileprivate func next<T: UIViewController>(_ name: String, sender: AnyObject?) -> T {
                    if UI_USER_INTERFACE_IDIOM() == .pad {
                        let vc = storyboard!.instantiateViewController(withIdentifier: name + "Nav") as! UINavigationController
                        presentedViewController?.dismiss(animated: true, completion: nil)
                        present(vc, animated: true, completion: nil)
                        return vc.topViewController! as! T
                    }
                    let ret = storyboard?.instantiateViewController(withIdentifier: name) as! T
                    navigationController?.pushViewController(ret, animated: true)
                    return ret
                }
                private func showScanScreen(_ sender: AnyObject) {
                    let vc: UIViewController = self.next("scan", sender: sender)
                    vc.preferredContentSize = .zero
                }
                private func showAddScreen(_ sender: AnyObject) { let _: AddViewController = next("new", sender: sender) }
            }
            final class ScanViewController: UIViewController {}
            final class AddViewController: UIViewController {}
            """)
        let main = imported(Self.storyboard(scenes), sources: sources).text
        #expect(main.contains("segue \"showScanScreen\" { push ScanViewController }"), "\(main)")
        #expect(main.contains("segue \"showAddScreen\" { push AddViewController }"), "\(main)")
        #expect(!main.contains("-> present ScanViewController"), "pushed, not handed on: \(main)")
        // A method whose first, unlabelled parameter is a value is no delegate's: known by its name.
        #expect(main.contains("// code: next() dismisses (Tokens.swift:5)") && !main.contains("next(_:sender:)"), "\(main)")
    }

    /// Children handed to a method of the controller's own that adds them (DuckDuckGo's
    /// `attachTab(tab: TabViewController)` → `addToContentContainer(controller:)` → `addChild`): a
    /// parameter of an app's class is that class's scene, one made in the caller is what was made;
    /// a property or a cast that names a hosting controller's view is that SwiftUI screen. A
    /// controller decoded in an `@IBSegueAction` (`X(coder:)`) is the storyboard's, no screen made in code.
    @Test func childrenHandedToTheMethodThatAddsThem() {
        let scenes = [
            #"<viewController id="a" customClass="MainViewController" sceneMemberID="viewController"/>"#,
            #"<viewController storyboardIdentifier="Tab" id="b" customClass="TabViewController" sceneMemberID="viewController"/>"#,
            #"<viewController id="c" customClass="DashboardViewController" sceneMemberID="viewController"/>"#,
        ]
        var sources = SourceIndex()
        sources.add(path: "Main.swift", text: """
            import SwiftUI
            final class MainViewController: UIViewController {
                private lazy var promo: UIHostingController<PromoView> = UIHostingController(rootView: PromoView())
                func select(tab: TabViewController) { attachTab(tab: tab) }
                private func attachTab(tab: TabViewController) { install(controller: tab) }
                func attachHome() {
                    let home = HomeViewController()
                    install(controller: home)
                }
                func showPromo() { addChild(promo) }
                func showSurvey(_ header: UIViewController) {
                    if let survey = header as? UIHostingController<SurveyView> { install(controller: survey) }
                }
                private func install(controller: UIViewController) {
                    addChild(controller)
                    controller.didMove(toParent: self)
                }
                @IBSegueAction func makeDashboard(coder: NSCoder) -> DashboardViewController? {
                    DashboardViewController(coder: coder, info: 1)
                }
            }
            final class TabViewController: UIViewController {}
            final class HomeViewController: UIViewController {}
            final class DashboardViewController: UIViewController {}
            struct PromoView: View { var body: some View { Text("Sync") } }
            struct SurveyView: View { var body: some View { Text("Survey") } }
            """)
        let result = importStoryboards([Harness.input("Main.storyboard", Self.storyboard(scenes))], sources: sources)
        #expect(Harness.checkErrors(result).isEmpty, "\(Harness.checkErrors(result))")
        let main = result.files.first { $0.fileName == "Main.flow" }?.text ?? ""
        #expect(main.contains("container MainViewController {"), "\(main)")
        for child in ["TabViewController", "Code.HomeViewController", "SwiftUI.PromoView", "SwiftUI.SurveyView"] {
            #expect(main.contains("    embed \(child)\n"), "\(child) in \(main)")
        }
        #expect(main.contains("// code: attachTab() adds TabViewController as a child later (Main.swift:5)"), "\(main)")
        // Decoded by the storyboard: neither a screen made in code nor a segue the code fires.
        let code = result.files.first { $0.fileName == "Code.flow" }?.text ?? ""
        #expect(!code.contains("DashboardViewController") && !main.contains("makeDashboard"), "\(code)\n\(main)")
    }

    /// A controller that presents itself (Delta's editor: a method of its own wraps `self` in a
    /// navigation controller and presents it on the controller it is handed): the screen that made
    /// it and calls that method presents it in that navigation controller, so a `show` from it pushes.
    @Test func controllersThatPresentThemselves() {
        let scenes = [
            #"<tableViewController id="a" customClass="CheatsViewController" sceneMemberID="viewController"/>"#,
            #"<viewController storyboardIdentifier="editCheat" id="b" customClass="EditCheatViewController" sceneMemberID="viewController"/>"#,
        ]
        var sources = SourceIndex()
        sources.add(path: "Cheats.swift", text: """
            final class CheatsViewController: UITableViewController {
                func addCheat() {
                    let editor = self.makeEditor()
                    editor.present(with: self)
                }
                func makeEditor() -> EditCheatViewController {
                    storyboard!.instantiateViewController(withIdentifier: "editCheat") as! EditCheatViewController
                }
            }
            """)
        sources.add(path: "Editor.swift", text: """
            final class EditCheatViewController: UITableViewController {
                func present(with presenting: UIViewController) {
                    let navigationController = RSTNavigationController(rootViewController: self)
                    presenting.present(navigationController, animated: true)
                }
            }
            """)
        let text = imported(Self.storyboard(scenes), sources: sources).text
        #expect(text.contains("navigation EditCheatNavigation { root EditCheatViewController }"), "\(text)")
        #expect(text.contains("// code: addCheat() presents EditCheatNavigation (Cheats.swift:4); fire it with perform \"addCheat\"\n"
                              + "    segue \"addCheat\" -> present EditCheatNavigation"), "\(text)")
        // Presented, so not also handed on (nor a presentation of the editor by itself).
        #expect(!text.contains("addCheat() instantiates"), "\(text)")
        #expect(!text.contains("perform \"present\""), "\(text)")
    }

    /// A helper that is no view controller presents on the controller it is handed (DuckDuckGo's
    /// onboarding and text-zoom coordinators): the controller that hands itself over presents it,
    /// through the helper's own methods it passes the controller on to; two helpers' methods of one
    /// name tell apart by their argument labels.
    @Test func helpersHandedThePresenter() {
        let scenes = [#"<viewController id="a" customClass="MainViewController" sceneMemberID="viewController"/>"#]
        var sources = SourceIndex()
        sources.add(path: "Main.swift", text: """
            final class MainViewController: UIViewController {
                let onboarding = FaviconsOnboarding()
                let zoom = ZoomCoordinator()
                func newTab() { onboarding.presentIfNeeded(from: self) }
                func menu() { _ = zoom.makeEntry(inController: self) }
            }
            final class FaviconsOnboarding {
                func presentIfNeeded(from viewController: UIViewController) {
                    let controller = FaviconsViewController()
                    viewController.present(controller, animated: true)
                }
            }
            final class CrashOnboarding {
                func presentIfNeeded(for payloads: [Data], from viewController: UIViewController) {
                    viewController.present(CrashViewController(), animated: true)
                }
            }
            final class ZoomCoordinator {
                func makeEntry(inController controller: UIViewController) -> Entry {
                    Entry { [weak self] in self?.showEditor(inController: controller) }
                }
                func showEditor(inController controller: UIViewController) {
                    controller.present(ZoomViewController(), animated: true)
                }
            }
            final class FaviconsViewController: UIViewController {}
            final class CrashViewController: UIViewController {}
            final class ZoomViewController: UIViewController {}
            """)
        let main = imported(Self.storyboard(scenes), sources: sources).text
        #expect(main.contains("segue \"newTab\" -> present Code.FaviconsViewController"), "\(main)")
        #expect(main.contains("segue \"menu\" -> present Code.ZoomViewController"), "\(main)")
        #expect(!main.contains("CrashViewController"), "\(main)")
    }

    /// A navigation controller whose storyboard unchecks "Shows Navigation Bar" hides its bar.
    @Test func aHiddenNavigationBarIsImported() {
        let xml = Self.storyboard([
            #"<navigationController id="a" navigationBarHidden="YES" sceneMemberID="viewController"><connections><segue destination="b" kind="relationship" relationship="rootViewController" id="r"/></connections></navigationController>"#,
            #"<viewController id="b" title="Feed" sceneMemberID="viewController"/>"#,
        ])
        let text = imported(xml).text
        #expect(text.contains("hides navigation bar"), "\(text)")
    }

    /// "Shows Toolbar" checked (`toolbarHidden="NO"`) shows the toolbar; a `<toolbar>` element
    /// alone does not (Interface Builder writes one for a hidden toolbar too).
    @Test func aShownToolbarIsImported() {
        let shown = Self.storyboard([
            #"<navigationController id="a" toolbarHidden="NO" sceneMemberID="viewController"><connections><segue destination="b" kind="relationship" relationship="rootViewController" id="r"/></connections></navigationController>"#,
            #"<viewController id="b" title="Feed" sceneMemberID="viewController"/>"#,
        ])
        #expect(imported(shown).text.contains("shows toolbar"), "\(imported(shown).text)")
        let hidden = Self.storyboard([
            #"<navigationController id="a" sceneMemberID="viewController"><toolbar key="toolbar" opaque="NO" id="t"/><connections><segue destination="b" kind="relationship" relationship="rootViewController" id="r"/></connections></navigationController>"#,
            #"<viewController id="b" title="Feed" sceneMemberID="viewController"/>"#,
        ])
        #expect(!imported(hidden).text.contains("toolbar"), "\(imported(hidden).text)")
    }

    /// A view has no `present`: a view subclass of the app presents through the controller it is
    /// in, so what it presents is the segue of the view controllers holding it (a property, or a
    /// cell they dequeue and cast to), named `View.method`; a view nobody holds gives nothing.
    @Test func viewsPresentThroughTheirControllers() {
        let scenes = [
            #"<viewController storyboardIdentifier="Map" id="a" customClass="MapViewController" sceneMemberID="viewController"/>"#,
            #"<viewController storyboardIdentifier="Height" id="b" customClass="HeightViewController" sceneMemberID="viewController"/>"#,
            #"<tableViewController storyboardIdentifier="Tags" id="c" customClass="TagsViewController" sceneMemberID="viewController"/>"#,
        ]
        var sources = SourceIndex()
        sources.add(path: "Map.swift", text: """
            final class MapViewController: UIViewController {
                @IBOutlet var mapView: MapView!
            }
            final class MapView: UIView {
                weak var viewController: UIViewController?
                func editTags() {
                    let tags = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Tags")
                    viewController?.present(tags, animated: true)
                }
            }
            final class TagsViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    tableView.dequeueReusableCell(withIdentifier: "value", for: indexPath) as! ValueCell
                }
            }
            final class ValueCell: UITableViewCell { @IBOutlet var field: ValueField! }
            final class ValueField: UITextField {
                weak var owner: UIViewController?
                func setHeight() {
                    let height = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Height")
                    owner?.present(height, animated: true)
                }
            }
            final class Orphan: UIView {
                func lost() { window?.rootViewController?.present(HeightViewController(), animated: true) }
            }
            final class HeightViewController: UIViewController {}
            """)
        let text = imported(Self.storyboard(scenes), sources: sources).text
        #expect(text.contains("segue \"MapView.editTags\" -> present TagsViewController"), "\(text)")
        #expect(text.contains("segue \"ValueField.setHeight\" -> present HeightViewController"), "\(text)")
        #expect(!text.contains("Orphan"), "\(text)")
    }

    /// A move in the iPad's branch of a choice by the device is none on the iPhone flow models
    /// (Rocket.Chat's emoji picker: pushed `if UIDevice.current.userInterfaceIdiom == .phone`, else a
    /// popover): only the iPhone's branch is a segue; a choice by the width class, which flow models,
    /// keeps both.
    @Test func movesInTheIPadsBranchOfAChoiceByTheDeviceAreLeftOut() {
        let scenes = [#"<viewController id="a" customClass="MessagesViewController" sceneMemberID="viewController"/>"#]
        var sources = SourceIndex()
        sources.add(path: "Messages.swift", text: """
            final class MessagesViewController: UIViewController {
                @IBAction func react(_ sender: UIView) {
                    let picker = EmojiPickerController()
                    if UIDevice.current.userInterfaceIdiom == .phone {
                        navigationController?.pushViewController(picker, animated: true)
                    } else {
                        present(picker, animated: true)
                    }
                }
                @IBAction func info(_ sender: Any) {
                    if UIDevice.current.userInterfaceIdiom == .pad { present(InfoViewController(), animated: true) }
                }
                @IBAction func help(_ sender: Any) {
                    if UIDevice.current.userInterfaceIdiom == UIUserInterfaceIdiom.pad {
                        present(InfoViewController(), animated: true)
                    } else if !Device.isPad {
                        navigationController?.pushViewController(HelpViewController(), animated: true)
                    }
                }
                @IBAction func share(_ sender: Any) {
                    if traitCollection.horizontalSizeClass == .regular {
                        present(ShareViewController(), animated: true)
                    } else {
                        navigationController?.pushViewController(ShareViewController(), animated: true)
                    }
                }
            }
            final class EmojiPickerController: UIViewController {}
            final class InfoViewController: UIViewController {}
            final class HelpViewController: UIViewController {}
            final class ShareViewController: UIViewController {}
            """)
        let text = imported(Self.storyboard(scenes), sources: sources).text
        #expect(text.contains("segue \"react\" { push Code.EmojiPickerController }"), "\(text)")
        #expect(!text.contains("-> present Code.EmojiPickerController") && !text.contains("InfoViewController"), "\(text)")
        #expect(text.contains("-> present Code.ShareViewController") && text.contains("{ push Code.ShareViewController }"), "\(text)")
        #expect(text.contains("segue \"help\" { push Code.HelpViewController }"), "\(text)")
    }

    /// So too under a `switch` over the device: UIKit's idiom (`case .phone`, `case .pad`), or an app's
    /// own enum of it (Antidote's `switch InterfaceIdiom.current() { case .iPhone: … case .iPad: … }`);
    /// `default` beside a phone's case is another device's, and a switch by the width class keeps both.
    @Test func movesInTheIPadsCaseOfASwitchOverTheDeviceAreLeftOut() {
        let scenes = [#"<viewController id="a" customClass="MessagesViewController" sceneMemberID="viewController"/>"#]
        var sources = SourceIndex()
        sources.add(path: "Messages.swift", text: """
            enum InterfaceIdiom {
                case iPhone, iPad
                static func current() -> InterfaceIdiom { UIDevice.current.userInterfaceIdiom == .pad ? .iPad : .iPhone }
            }
            final class MessagesViewController: UIViewController {
                @IBAction func chat(_ sender: Any) {
                    switch InterfaceIdiom.current() {
                    case .iPhone:
                        navigationController?.pushViewController(ChatViewController(), animated: true)
                    case .iPad:
                        splitViewController?.showDetailViewController(UINavigationController(rootViewController: ChatViewController()), sender: nil)
                    }
                }
                @IBAction func info(_ sender: Any) {
                    switch UIDevice.current.userInterfaceIdiom {
                    case .phone: navigationController?.pushViewController(InfoViewController(), animated: true)
                    default: present(InfoViewController(), animated: true)
                    }
                }
                @IBAction func share(_ sender: Any) {
                    switch traitCollection.horizontalSizeClass {
                    case .regular: present(ShareViewController(), animated: true)
                    default: navigationController?.pushViewController(ShareViewController(), animated: true)
                    }
                }
            }
            final class ChatViewController: UIViewController {}
            final class InfoViewController: UIViewController {}
            final class ShareViewController: UIViewController {}
            """)
        let text = imported(Self.storyboard(scenes), sources: sources).text
        #expect(text.contains("segue \"chat\" { push Code.ChatViewController }"), "\(text)")
        #expect(!text.contains("detail"), "\(text)")
        #expect(text.contains("segue \"info\" { push Code.InfoViewController }") && !text.contains("-> present Code.InfoViewController"), "\(text)")
        #expect(text.contains("-> present Code.ShareViewController") && text.contains("{ push Code.ShareViewController }"), "\(text)")
    }

    /// A provider a view controller holds hands it controllers: through an app's helper that
    /// instantiates what its arguments name, from a computed property, or returned made in code.
    /// The controller shows them; a navigation controller, which cannot be pushed, is presented.
    /// A closure's `return` (a storyboard's `creator:`) is no controller handed over.
    @Test func controllersAProviderHandsOver() {
        let scenes = [
            #"<viewController storyboardIdentifier="Home" id="a" customClass="HomeViewController" sceneMemberID="viewController"/>"#,
            #"<viewController storyboardIdentifier="AppIcon" id="b" customClass="AppIconViewController" sceneMemberID="viewController"/>"#,
            #"<navigationController storyboardIdentifier="Feedback" id="c" sceneMemberID="viewController"/>"#,
            #"<viewController storyboardIdentifier="AutoClear" id="d" customClass="AutoClearViewController" sceneMemberID="viewController"/>"#,
        ]
        var sources = SourceIndex()
        sources.add(path: "Home.swift", text: """
            enum StoryboardName { static let main = "Main" }
            final class HomeViewController: UIViewController {
                let provider = LegacyViewProvider()
            }
            final class LegacyViewProvider {
                private func instantiate(_ identifier: String, fromStoryboard name: String) -> UIViewController {
                    let storyboard = UIStoryboard(name: name, bundle: nil)
                    return storyboard.instantiateViewController(withIdentifier: identifier)
                }
                var appIcon: UIViewController { instantiate("AppIcon", fromStoryboard: StoryboardName.main) }
                var feedback: UIViewController { instantiate("Feedback", fromStoryboard: StoryboardName.main) }
                var autoClear: UIViewController {
                    UIStoryboard(name: "Main", bundle: nil).instantiateViewController(identifier: "AutoClear") { coder in
                        return AutoClearViewController(coder: coder)
                    }
                }
                func history() -> HistoryViewController { return HistoryViewController() }
            }
            final class AppIconViewController: UIViewController {}
            final class AutoClearViewController: UIViewController {}
            final class HistoryViewController: UITableViewController {}
            """)
        let text = imported(Self.storyboard(scenes), sources: sources).text
        #expect(text.contains("segue \"LegacyViewProvider.appIcon\" -> show AppIconViewController"), "\(text)")
        #expect(text.contains("segue \"LegacyViewProvider.feedback\" -> present Feedback"), "\(text)")
        #expect(text.contains("segue \"LegacyViewProvider.autoClear\" -> show AutoClearViewController"), "\(text)")
        #expect(text.contains("segue \"LegacyViewProvider.history\" -> show Code.HistoryViewController"), "\(text)")
        #expect(!text.contains("Code.AutoClearViewController"), "\(text)")
    }
}
