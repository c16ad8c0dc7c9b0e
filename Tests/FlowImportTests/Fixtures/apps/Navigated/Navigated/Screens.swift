import RxCocoa
import UIKit

class NavigationController: UINavigationController {}

class ViewModel {}
class HomeViewModel: ViewModel {}
class DetailViewModel: ViewModel {}
class SettingsViewModel: ViewModel {}

class ViewController: UIViewController {
    var viewModel: ViewModel?
    var navigator: Navigator!

    init(viewModel: ViewModel?, navigator: Navigator) {
        self.viewModel = viewModel
        self.navigator = navigator
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }

    @objc func closeAction() {
        navigator.dismiss(sender: self)
    }
}

class HomeViewController: ViewController {
    let settingsTapped = PublishRelay<Void>().asDriver(onErrorJustReturn: ())

    @objc func openDetail() {
        navigator.show(segue: .detail(viewModel: DetailViewModel()), sender: self)
    }

    func bindViewModel() {
        settingsTapped.drive(onNext: { [weak self] () in
            self?.navigator.show(segue: .settings(viewModel: SettingsViewModel()), sender: self, transition: .modal)
        })
    }
}

class DetailViewController: ViewController {
    @objc func done() {
        navigationController?.popToRootViewController(animated: true)
    }
}
class SettingsViewController: ViewController {}
