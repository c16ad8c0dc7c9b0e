// Objective-C controllers handing themselves to a Swift helper that presents on them (whole apps:
// Element). The app's older screens are Objective-C, its newer flows Swift, and a Swift object
// bridges them, handed the controller to present on:
//
//     // SecurityViewController.m
//     keyBackupSetupCoordinatorBridgePresenter = [[KeyBackupSetupCoordinatorBridgePresenter alloc] initWithSession:session];
//     [keyBackupSetupCoordinatorBridgePresenter presentFrom:self animated:YES];
//     // KeyBackupSetupCoordinatorBridgePresenter.swift
//     @objcMembers final class KeyBackupSetupCoordinatorBridgePresenter: NSObject {
//         func present(from viewController: UIViewController, animated: Bool) { viewController.present(…) }
//     }
//
// A message with `self` among its arguments is read as a Swift call handing `self` over
// (PresentersHandedIn.swift), under each Swift selector its Objective-C one may be: Swift names an
// `@objc` method's selector by appending its first argument label to its name (`presentFrom:` of
// `present(from:)`), after `With` when the label is no preposition (`presentWithTitle:` of
// `present(title:)`), or not at all (`present:` of `present(_:)`). The receiver's class is the one
// the method made it of or declared it with, else the class its name spells (`keyBackupSetup…` of
// `KeyBackupSetup…`), which a call reaches alone when the app declares it; a class named as the
// receiver is that class, for its type method (`[PurchaseViewController showFrom:self]`).
extension ObjectiveCMethod {
    /// A message sent to a variable of the method or the class, with `self` as one of its arguments.
    struct MessageHandingSelf: Equatable {
        var receiver: String
        var pieces: [String]
        var selfPiece: Int
    }

    /// The messages of `statement` that hand `self` to another object, outermost first.
    static func messagesHandingSelf(_ statement: String) -> [MessageHandingSelf] {
        let units = Array(statement.utf16)
        let open = UInt16(UInt8(ascii: "[")), close = UInt16(UInt8(ascii: "]")), quote = UInt16(UInt8(ascii: "\""))
        let colon = UInt16(UInt8(ascii: ":")), backslash = UInt16(UInt8(ascii: "\\"))
        var found: [MessageHandingSelf] = []
        // Each bracket's match, in one pass (strings skipped).
        var stack: [Int] = []
        var matches: [Int: Int] = [:]
        var index = 0
        while index < units.count {
            let unit = units[index]
            if unit == quote {
                index += 1
                while index < units.count, units[index] != quote { index += units[index] == backslash ? 2 : 1 }
            } else if unit == open {
                stack.append(index)
            } else if unit == close, let start = stack.popLast() {
                matches[start] = index
            }
            index += 1
        }
        for start in matches.keys.sorted() {
            guard let end = matches[start] else { continue }
            // The message's own pieces: `name:` at its own depth.
            var depth = 0
            var colons: [Int] = []
            var position = start + 1
            while position < end {
                let unit = units[position]
                if unit == open { depth += 1 } else if unit == close { depth -= 1 }
                if unit == quote {
                    position += 1
                    while position < end, units[position] != quote { position += units[position] == backslash ? 2 : 1 }
                } else if depth == 0, unit == colon {
                    colons.append(position)
                }
                position += 1
            }
            guard !colons.isEmpty else { continue }
            func word(endingAt offset: Int) -> (String, Int) {
                var first = offset
                while first > start + 1, let scalar = Unicode.Scalar(units[first - 1]),
                      scalar == "_" || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) { first -= 1 }
                return (String(decoding: units[first..<offset], as: UTF16.self), first)
            }
            var pieces: [String] = []
            var pieceStarts: [Int] = []
            for offset in colons {
                var last = offset
                while last > start + 1, isBlank(units[last - 1]) { last -= 1 }
                let (piece, first) = word(endingAt: last)
                guard !piece.isEmpty else { break }
                pieces.append(piece)
                pieceStarts.append(first)
            }
            guard pieces.count == colons.count, let firstPiece = pieceStarts.first else { continue }
            // The receiver: a plain variable, or the class's own through `self->`/`self.`; or a class of the
            // app's, for its type method (ChatSecure's `[PurchaseViewController showFrom:self]`, Swift's
            // `class func show(from viewController:)`), not one of UIKit's or Foundation's.
            var receiverText = String(decoding: units[(start + 1)..<firstPiece], as: UTF16.self)
                .trimmingCharacters(in: .whitespacesAndNewlines)
            for prefix in ["self->", "self.", "_"] where receiverText.hasPrefix(prefix) && receiverText.count > prefix.count {
                receiverText = String(receiverText.dropFirst(prefix.count))
                break
            }
            guard !receiverText.isEmpty, receiverText != "self", receiverText != "super",
                  receiverText.allSatisfy({ $0 == "_" || $0.isLetter || $0.isNumber }),
                  receiverText.first?.isLowercase == true || !receiverText.hasPrefix("UI") && !receiverText.hasPrefix("NS")
            else { continue }
            for (number, offset) in colons.enumerated() {
                let argumentEnd = number + 1 < pieceStarts.count ? pieceStarts[number + 1] : end
                let argument = String(decoding: units[(offset + 1)..<argumentEnd], as: UTF16.self)
                    .trimmingCharacters(in: .whitespacesAndNewlines)
                if argument == "self" {
                    found.append(MessageHandingSelf(receiver: receiverText, pieces: pieces, selfPiece: number))
                    break
                }
            }
        }
        return found
    }

    /// The Swift slots `message` may name: each way of reading its first piece as a Swift method's
    /// name and first label, with `self`'s argument label.
    static func swiftSlots(of message: MessageHandingSelf) -> [PresenterSlot] {
        guard let first = message.pieces.first else { return [] }
        var readings: [(name: String, label: String)] = [(first, "_")]
        for index in first.indices where index > first.startIndex && first[index].isUppercase {
            let name = String(first[..<index])
            let rest = first[index...]
            readings.append((name, rest.prefix(1).lowercased() + rest.dropFirst()))
            if rest.hasPrefix("With"), rest.count > 4, rest.dropFirst(4).first?.isUppercase == true {
                let label = rest.dropFirst(4)
                readings.append((name, label.prefix(1).lowercased() + label.dropFirst()))
            }
        }
        return readings.map { reading in
            let labels = ([reading.label] + message.pieces.dropFirst()).enumerated().map { position, label in
                label == "_" ? "_\(position)" : label
            }
            return PresenterSlot(selector: PresenterSlot.selector(reading.name, labels: labels), label: labels[message.selfPiece])
        }
    }

}
