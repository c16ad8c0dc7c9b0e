import SwiftSyntax

// A page view controller whose pages its own code makes from its storyboard by identifier, the
// walkthrough tutorials' way:
//
//     lazy var orderedViewControllers = [newViewController("onboarding-logo"), newViewController("onboarding-login")]
//     private func newViewController(_ identifier: String) -> UIViewController {
//         storyboard?.instantiateViewController(withIdentifier: identifier) ?? UIViewController()
//     }
//
// or iNaturalist's Objective-C, `NSArray *identifiers = @[@"onboarding-logo", …]` instantiated in a
// loop, and `self.projObservationsVC = [self.storyboard instantiateViewControllerWithIdentifier:
// @"projObservationsVC"]` for each of a project's tabs. Its storyboard scene was `pages X {}` ("list
// them here by hand"), every page unreached (iNaturalist's twelve, a W101 each). The class's string
// literals that are storyboard identifiers of scenes flow imports with it are its pages, in the
// order the code writes them (DeclarationMapper), where nothing else gives it any.

extension ClassReader {
    /// A page view controller subclass's string literals (`identifierLiterals`), read once from its body.
    func notePageIdentifiers(_ node: ClassDeclSyntax, of owner: String) {
        guard let superclass = node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription,
              superclass.hasSuffix("PageViewController") else { return }
        var literals: [String] = []
        for token in node.memberBlock.tokens(viewMode: .sourceAccurate) {
            guard case .stringSegment(let text) = token.tokenKind, (1...80).contains(text.count),
                  text.allSatisfy({ $0.isLetter || $0.isNumber || "_.-".contains($0) }) else { continue }
            literals.append(text)
        }
        guard !literals.isEmpty else { return }
        update(owner) { $0.identifierLiterals += literals }
    }
}
