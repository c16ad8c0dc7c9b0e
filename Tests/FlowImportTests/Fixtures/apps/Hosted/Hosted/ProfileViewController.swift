import SwiftUI
import UIKit

final class ProfileViewController: UIViewController {}

extension ProfileViewController {
    struct Representable: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> ProfileViewController {
            let storyboard = UIStoryboard(name: "Main", bundle: nil)
            return storyboard.instantiateViewController(withIdentifier: "profile") as! ProfileViewController
        }

        func updateUIViewController(_ controller: ProfileViewController, context: Context) {}
    }
}
