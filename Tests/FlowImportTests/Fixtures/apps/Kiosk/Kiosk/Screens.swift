import UIKit

class ListingsViewController: UIViewController {
    @IBAction func artworkTapped(_ sender: Any) {
        guard let storyboard else { return }
        let detail = ArtworkDetailViewController.instantiateFromStoryboard(storyboard)
        navigationController?.pushViewController(detail, animated: true)
    }
}

class ArtworkDetailViewController: UIViewController {
    class func instantiateFromStoryboard(_ storyboard: UIStoryboard) -> ArtworkDetailViewController {
        return storyboard.viewController(withID: .artworkDetail) as! ArtworkDetailViewController
    }

    @IBAction func testCard(_ sender: Any) {
        let tester = UIStoryboard.auction().viewController(withID: .cardTester)
        present(tester, animated: true)
    }
}

class CardTesterViewController: UIViewController {
    @IBAction func doneTapped(_ sender: Any) {
        dismiss(animated: true)
    }
}
