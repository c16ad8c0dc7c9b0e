import UIKit

final class NoteViewController: UIViewController {}
