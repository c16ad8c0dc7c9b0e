// Objects the launch makes through other objects. DuckDuckGo's delegate hands each
// of UIKit's calls to a state machine, whose current state (`any AppState`, first
// `Initializing()`) answers the launch with the next state, `Launching()`, whose
// initializer sets the window's root:
//
//     @UIApplicationMain class AppDelegate: UIResponder, UIApplicationDelegate {
//         private let appStateMachine: AppStateMachine = AppStateMachine()
//         func application(_ application: UIApplication, didFinishLaunchingWithOptions …) -> Bool {
//             appStateMachine.handle(.didFinishLaunching(isTesting: isTesting)); return true
//         }
//     }
//     final class AppStateMachine {
//         private(set) var currentState: any AppState = Initializing()
//         func handle(_ event: AppEvent) { currentState = currentState.apply(event: event) }
//     }
//     extension Initializing {
//         func apply(event: AppEvent) -> any AppState { … return isTesting ? Simulated() : Launching() }
//     }
//     struct Launching: AppState { init() { …; setupWindow() }  private func setupWindow() { window.rootViewController = … } }
//
// The launch reads the types its delegate makes (WindowRoots.swift); these are
// made further on, in the methods the delegate's launch calls reach on objects
// of the app's — a class, or every type conforming to a protocol — and in the
// methods those reach in turn, as far as `launchReachLimit` methods. A type
// made there is made at launch, and so runs its initializer then.

extension SourceIndex {
    /// The most methods of other objects the launch's calls are followed into.
    static let launchReachLimit = 64

    /// The app's types the methods reached from the delegates' launch calls make, through the objects
    /// of the app's those calls are made on (and the types those make, as their initializers run).
    func typesMadeThroughObjects(from launchCalls: [(owner: String, call: MethodCall)]) -> Set<String> {
        let propertyTypes = Self.propertyTypesByName(classes)
        var made: Set<String> = []
        var visited: Set<String> = []
        var pending: [(type: String, method: String)] = launchCalls.compactMap { owner, call in
            receiverType(of: call, in: owner, propertyTypes: propertyTypes).map { ($0, Self.baseName(call.calleeName)) }
        }.reversed()
        while let (type, method) = pending.popLast(), visited.count < Self.launchReachLimit {
            // The type and every type conforming to it or inheriting from it, that the app declares.
            for implementer in descendants(of: type).filter({ classes[$0] != nil }) where visited.insert(implementer + "." + method).inserted {
                let lineage = lineage(of: implementer) + protocolExtensions(of: implementer)
                for scanned in lineage {
                    for making in scanned.typesMade where Self.baseName(making.caller) == method && made.insert(making.type).inserted {
                        pending.insert((making.type, "init"), at: 0)
                    }
                    for call in scanned.methodCalls where Self.baseName(call.caller) == method {
                        if let next = receiverType(of: call, in: implementer, propertyTypes: propertyTypes) {
                            pending.insert((next, Self.baseName(call.calleeName)), at: 0)
                        } else if call.receiverProperty == nil {
                            pending.insert((implementer, Self.baseName(call.calleeName)), at: 0)
                        }
                    }
                }
            }
        }
        return made
    }
}
