import UIKit

final class RootSplitViewController: UISplitViewController {
    init() {
        super.init(style: .doubleColumn)
        setViewController(UINavigationController(rootViewController: PlaceholderViewController()), for: .secondary)
    }

    required init?(coder: NSCoder) { nil }
}

final class PickerViewController: UITableViewController {}

final class PlaceholderViewController: UIViewController {}
