import UIKit

struct ScreenFactory {
    private let storyboard = UIStoryboard(name: "Screens", bundle: .main)

    func makeHome() -> UIViewController {
        let home = storyboard.instantiateViewController(withIdentifier: "Home")
        return UINavigationController(rootViewController: home)
    }
}

struct DetailFactory {
    func makeDetail() -> UIViewController {
        DetailViewController()
    }
}

class HomeViewController: UIViewController {
    @objc func showDetail() {
        present(DetailFactory().makeDetail(), animated: true)
    }
}

class DetailViewController: UIViewController {}
