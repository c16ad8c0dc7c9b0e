/// UIKit's calls as Swift 2 spelled them, read as today's.
///
/// Apps written in 2015 and 2016 (Yep, many others still on GitHub) call
/// `performSegueWithIdentifier("x", sender: nil)`, `presentViewController(vc, animated: true,
/// completion: nil)` and `navigationController?.popViewControllerAnimated(true)`, which Swift 3's
/// API guidelines renamed. The reader knows the calls by their current names and labels, so such a
/// file is read with the old spellings replaced by the new ones, each on its own line (the lines
/// the import's comments cite stay where they were). A replacement inside a string or a comment is
/// harmless: the reader looks only at calls.
enum SwiftTwoSpellings {
    /// Each old call's opening and today's, labels included.
    static let renamed: [(old: String, new: String)] = [
        ("performSegueWithIdentifier(", "performSegue(withIdentifier: "),
        ("presentViewController(", "present("),
        ("dismissViewControllerAnimated(", "dismiss(animated: "),
        ("popViewControllerAnimated(", "popViewController(animated: "),
        ("popToRootViewControllerAnimated(", "popToRootViewController(animated: "),
        ("instantiateViewControllerWithIdentifier(", "instantiateViewController(withIdentifier: "),
        ("showViewController(", "show("),
    ]

    /// `text` with the old spellings replaced; `text` itself when it has none (most files).
    static func modernized(_ text: String) -> String {
        let present = renamed.filter { SourceIndex.mentions($0.old, in: text) }
        guard !present.isEmpty else { return text }
        var result = text
        for (old, new) in present { result = result.replacingOccurrences(of: old, with: new) }
        return result
    }
}
