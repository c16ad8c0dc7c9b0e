/// Flow names for a storyboard's controllers (references get none: they
/// lead elsewhere). A name comes from the custom class — unless several
/// scenes share the class and this one has an identifier or a title of its
/// own — then the storyboard identifier, the restoration identifier, the
/// title, the user label, and last
/// the element (`TableViewController`).
enum SceneNaming {
    static func names(for storyboard: Storyboard, reserved: Set<String>) -> [String: String] {
        var classCounts: [String: Int] = [:]
        for controller in storyboard.controllers {
            if let custom = controller.customClass { classCounts[FlowNames.className(custom), default: 0] += 1 }
        }
        var allocator = NameAllocator(reserved: reserved)
        var names: [String: String] = [:]
        for controller in storyboard.controllers {
            if case .reference = controller.kind { continue }
            names[controller.id] = allocator.claim(base(for: controller, classCounts: classCounts))
        }
        return names
    }

    private static func base(for controller: Controller, classCounts: [String: Int]) -> String {
        let custom = controller.customClass.map(FlowNames.className)
        let own = [controller.storyboardIdentifier, controller.restorationIdentifier, controller.title,
                   controller.itemTitle, controller.userLabel]
            .compactMap { $0.flatMap { FlowNames.upperCamel($0, prefix: "Scene") } }
        var candidates: [String] = []
        if let custom, let name = FlowNames.upperCamel(custom, prefix: "Scene", maximumWords: 12) {
            if (classCounts[custom] ?? 0) > 1, let first = own.first {
                candidates.append(first)
            }
            candidates.append(name)
        }
        candidates += own
        return candidates.first ?? FlowNames.upperCamel(controller.element, prefix: "Scene") ?? "Scene"
    }
}
