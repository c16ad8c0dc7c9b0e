@testable import FlowImport
import Testing

/// Objective-C messages handing `self` over, read as the Swift selectors they may spell
/// (ObjectiveCSelfHandedOver.swift), and any statement read without a trap.
@Suite struct ObjectiveCSelfHandedOverTests {
    @Test func aMessageHandingSelfSpellsEachSwiftSelector() {
        let found = ObjectiveCMethod.messagesHandingSelf(
            "[self.termsBridgePresenter presentWithTitle:@\"a]b\" from:self animated:[self isAnimated]]")
        #expect(found == [ObjectiveCMethod.MessageHandingSelf(receiver: "termsBridgePresenter",
                                                              pieces: ["presentWithTitle", "from", "animated"], selfPiece: 1)])
        let slots = found.first.map(ObjectiveCMethod.swiftSlots(of:)) ?? []
        #expect(slots.contains(PresenterSlot(selector: "present(title:from:animated:)", label: "from")))
        #expect(slots.contains(PresenterSlot(selector: "present(withTitle:from:animated:)", label: "from")))
        #expect(slots.contains(PresenterSlot(selector: "presentWithTitle(_:from:animated:)", label: "from")))
        // Messages to `self` or `super` are the class's own, and `self` inside another argument is not handed.
        #expect(ObjectiveCMethod.messagesHandingSelf("[self presentFrom:self]").isEmpty)
        #expect(ObjectiveCMethod.messagesHandingSelf("[bridge presentFrom:self.parent animated:YES]").isEmpty)
        // A class of the app's, for its type method (ChatSecure's `class func show(from:)`); not UIKit's.
        let typeMethod = ObjectiveCMethod.messagesHandingSelf("[PurchaseViewController showFrom:self]")
        #expect(typeMethod == [ObjectiveCMethod.MessageHandingSelf(receiver: "PurchaseViewController", pieces: ["showFrom"], selfPiece: 0)])
        #expect((typeMethod.first.map(ObjectiveCMethod.swiftSlots(of:)) ?? []).contains(PresenterSlot(selector: "show(from:)", label: "from")))
        #expect(ObjectiveCMethod.messagesHandingSelf("[UIView animateWith:self]").isEmpty)
    }

    /// Unbalanced brackets, colons without pieces, strings and escapes anywhere: read without a trap,
    /// never more messages than brackets.
    @Test func anyStatementIsReadWithoutATrap() {
        var generator = SystemRandomNumberGenerator()
        let tokens = ["[", "]", ":", " ", "self", "x", "bridge", "presentFrom", "@\"", "\"", "\\", ";", "->", ".", "_", "(", ")"]
        for _ in 0..<2_000 {
            let statement = (0..<Int.random(in: 0...40, using: &generator)).map { _ in tokens.randomElement(using: &generator) ?? "" }.joined()
            let found = ObjectiveCMethod.messagesHandingSelf(statement)
            #expect(found.count <= statement.filter { $0 == "[" }.count, "\(statement)")
            for message in found { _ = ObjectiveCMethod.swiftSlots(of: message) }
        }
    }
}
