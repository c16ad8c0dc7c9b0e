// Presentation and dismissal: MODEL.md, Presentation and Dismissal.

extension App {
    /// `present(_:animated:completion:)` called on `receiver`.
    public func present(_ presented: InstanceID, on receiver: InstanceID, style: PresentationStyle?,
                        transition: TransitionStyle?, animated: Bool, anchor: String?, completion: Bool) throws {
        throw UIKitException("present: not implemented yet")
    }

    /// `dismiss(animated:completion:)` called on `receiver`.
    public func dismiss(on receiver: InstanceID, animated: Bool, completion: Bool) throws {
        throw UIKitException("dismiss: not implemented yet")
    }

    /// A tap outside a popover shown as a popover dismisses it.
    public func tapOutside() throws {}

    /// The width class changes (rotation, multitasking).
    public func setWidth(_ newWidth: WidthClass) throws {
        width = newWidth
    }
}

/// How `show(_:sender:)` / `showDetailViewController(_:sender:)` was routed.
public enum ShowRoute: Hashable, Sendable {
    /// Pushed on this navigation controller.
    case push(InstanceID)
    /// Replaced a split view's secondary column.
    case replaceSecondary(InstanceID)
    /// Presented modally from the source.
    case present
}

extension App {
    /// `show(_:sender:)` from `source`: `targetViewController(forAction:)`
    /// walks up through parents; a navigation controller pushes; a split view
    /// shows in its primary column's navigation controller when collapsed;
    /// otherwise the destination is presented modally from the source.
    public func show(_ destination: InstanceID, from source: InstanceID, animated: Bool) throws -> ShowRoute {
        throw UIKitException("show: not implemented yet")
    }

    /// `showDetailViewController(_:sender:)` from `source`: a split view
    /// replaces its secondary when expanded and pushes onto the primary's
    /// navigation controller when collapsed; elsewhere it is presented modally.
    public func showDetail(_ destination: InstanceID, from source: InstanceID, animated: Bool) throws -> ShowRoute {
        throw UIKitException("showDetail: not implemented yet")
    }

    /// Sets an instance variable (the runtime owns their meaning; the model
    /// keeps them with the instance so they live and die with it).
    public func setVariable(_ name: String, to value: Value, in instance: InstanceID) {
        update(instance) { $0.variables[name] = value }
    }

    /// Frees an instance that was instantiated but never joined the hierarchy
    /// (a segue whose perform did not happen).
    public func discard(_ instance: InstanceID) {
        guard !isAttached(instance) else { return }
        free(instance)
    }
}
