import SwiftSyntax

// Methods that hand back the controller they are called on (whole apps: Rocket.Chat). Apps
// configure a controller they have just made with a method that returns it, so making,
// configuring and moving read as one expression:
//
//     extension UserDetailViewController {
//         func withModel(_ model: UserDetailViewModel) -> UserDetailViewController {
//             self.model = model
//             return self
//         }
//     }
//     let controller = UserDetailViewController.fromStoryboard().withModel(.forUser(user))
//     navigationController?.pushViewController(controller, animated: true)
//
// A method of a type (or an extension of one) returning that type or `Self` whose every `return`
// returns `self` is such a method; a call of one on what another call makes is what that call
// makes (CallReader's `instantiation(of:)`). Its name is known app-wide, since the class of what
// a call makes is known only once every file is read: a method of that name returning something
// else in another type would be read as one too, which no app seen does.
enum SelfReturningMethods {
    /// Whether a file's text may declare one (a quick look at its bytes, before parsing).
    static func mayDeclare(_ text: String) -> Bool {
        SourceIndex.mentions("return self", in: text)
    }

    /// The names of the methods of `tree`'s types and extensions, nested ones' too, that return
    /// the object they are called on.
    static func names(in tree: SourceFileSyntax) -> Set<String> {
        var names: Set<String> = []
        func collect(_ declaration: DeclSyntax) {
            guard let type = ClassReader.typeMembers(declaration) else { return }
            for member in type.members.members {
                if let function = member.decl.as(FunctionDeclSyntax.self), returnsSelf(function, of: FlowNames.className(type.name)) {
                    names.insert(function.name.text)
                } else {
                    collect(member.decl)
                }
            }
        }
        for item in tree.statements {
            if let declaration = item.item.as(DeclSyntax.self) { collect(declaration) }
        }
        return names
    }

    /// Whether `function`, a method of `type`, returns `type` (or `Self`, optional or not) and
    /// returns `self` wherever it returns.
    private static func returnsSelf(_ function: FunctionDeclSyntax, of type: String) -> Bool {
        guard let body = function.body, let written = function.signature.returnClause?.type.trimmedDescription else { return false }
        let returned = ClassReader.plainType(written)
        guard returned == type || returned == "Self" else { return false }
        let returns = ReturnFinder()
        returns.walk(body)
        return !returns.values.isEmpty && returns.values.allSatisfy { $0.trimmedDescription == "self" }
    }
}
