import FlowLang

extension CheckContext {
    /// W112: constant guards of a scene's segues and unwind actions.
    mutating func checkGuards(_ type: DeclaredType) {
        for segue in type.segues {
            // By kind first: only the `when` options are made.
            let options = segue.writtenOptions
            for position in options.indices where options.tag(at: position) == .when {
                if case .when(let condition) = options[position].kind, SyntaxFacts.isConstant(condition) {
                    report(.constantGuard, code: .w112, at: condition.range,
                           help: "guard on a variable, or remove the 'when'")
                }
            }
        }
        for action in type.unwindActions.inOrder {
            if let condition = action.condition, SyntaxFacts.isConstant(condition) {
                report(.constantGuard, code: .w112, at: condition.range, help: "guard on a variable, or remove the 'when'")
            }
        }
        checkVariables(type.variables, textFields: type.alertTextFields.map(\.name))
    }

    /// W113, W114: variables never read, or never written. An alert's text
    /// field (`textFields`) is written by a person typing, in the app if not in the file.
    mutating func checkVariables(_ variables: DeclaredMembers<DeclaredVariable>, textFields: [String] = []) {
        for variable in variables.inOrder {
            let name = variable.nameID  // kept by the index: the name is not interned again
            let isTextField = !textFields.isEmpty && textFields.contains(variable.name)
            if !syntax.namesRead.contains(name) {
                report(.variableNeverRead(variable.name, isTextField: isTextField), code: .w113, at: variable.range,
                       help: isTextField ? "read it in an action's handler or 'when', or delete it" : "read it, or delete it")
            } else if !isTextField, !syntax.namesWritten.contains(name) {
                report(.variableNeverWritten(variable.name), code: .w114, at: variable.range)
            }
        }
    }
}
