// What an archive's JSON may hold beyond the grammar of JSON itself, checked
// on the raw bytes before decoding. Foundation's JSON reader refuses a
// number it cannot represent and nesting deeper than its own limit with the
// same "not valid JSON" it gives a truncated file, and says neither where
// nor why; this pass finds the first such place, in document order, so the
// error says what it is and where, the same every run.
//
// The scan knows only strings (to skip their contents), brackets and number
// literals; anything else is left to the decoder.

/// The limits an archive's JSON must keep, and the first place it does not.
enum ArchiveLimits {
    /// The deepest nesting of objects and arrays an archive may have. It stays
    /// below what Foundation's reader accepts (512), so this check, not the
    /// reader's, is the one that speaks. Each controller in a chain (a child
    /// in a container, or a presented controller) takes two levels.
    static let maximumDepth = 500

    /// The first place the JSON in `bytes` exceeds a limit: a number that is
    /// too large, or nesting deeper than `maximumDepth`; nil when there is none.
    static func firstViolation(in bytes: some Collection<UInt8>) -> ArchiveError? {
        var scanner = Scanner()
        var inString = false
        var escaped = false
        var depth = 0
        var number: [UInt8] = []
        var numberStart = (line: 1, column: 1)
        for byte in bytes {
            if !number.isEmpty {
                if isNumberByte(byte) {
                    number.append(byte)
                    scanner.advance(over: byte)
                    continue
                }
                if let error = tooLarge(number, at: numberStart) { return error }
                number = []
            }
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                scanner.advance(over: byte)
                continue
            }
            switch byte {
            case UInt8(ascii: "\""):
                inString = true
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                if depth > maximumDepth {
                    return ArchiveError("the restoration archive is nested too deep at line \(scanner.line), column \(scanner.column) (more than \(maximumDepth) levels of objects and arrays)")
                }
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                number = [byte]
                numberStart = (scanner.line, scanner.column)
            default:
                break
            }
            scanner.advance(over: byte)
        }
        return number.isEmpty ? nil : tooLarge(number, at: numberStart)
    }

    /// How deep the JSON of `archive` nests objects and arrays, computed
    /// from the archive itself, so that `encoded` can refuse before writing.
    static func nesting(of archive: RestorationArchive) -> Int {
        1 + (archive.root.map(nesting(of:)) ?? 0)
    }

    /// A controller: its object, holding `variables` (an object of values),
    /// `children` (an array) and `presented` (an object holding a controller).
    private static func nesting(of node: ArchivedController) -> Int {
        let variables = 1 + (node.variables.values.map(nesting(of:)).max() ?? 0)
        let children = 1 + (node.children.compactMap { $0.map(nesting(of:)) }.max() ?? 0)
        let presented = node.presented.map { 1 + nesting(of: $0.controller) } ?? 0
        return 1 + max(variables, children, presented)
    }

    /// A value: its one-key object, and a list's array of values.
    private static func nesting(of value: ArchivedValue) -> Int {
        guard case .list(let values) = value else { return 1 }
        return 2 + (values.map(nesting(of:)).max() ?? 0)
    }

    /// A number literal's characters (digits, sign, point, exponent).
    private static func isNumberByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"),
             UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"):
            return true
        default:
            return false
        }
    }

    /// An error when the literal is an integer outside Int's range or a
    /// number beyond Double's; malformed literals are the decoder's to report.
    private static func tooLarge(_ literal: [UInt8], at start: (line: Int, column: Int)) -> ArchiveError? {
        let text = String(decoding: literal, as: UTF8.self)
        let isInteger = !literal.contains { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }
        let digits = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
        if isInteger {
            guard !digits.isEmpty, digits.allSatisfy(\.isASCIIDigit), Int(text) == nil else { return nil }
        } else {
            guard let value = Double(text), value.isInfinite else { return nil }
        }
        let shown = text.count > 40 ? text.prefix(40) + "…" : Substring(text)
        let limit = isInteger ? "an integer must fit in 64 bits" : "beyond the range of a double"
        return ArchiveError("the restoration archive has a number too large at line \(start.line), column \(start.column): \(shown) (\(limit))")
    }

    /// Line and column (in characters: UTF-8 continuation bytes do not count) of the next byte.
    private struct Scanner {
        var line = 1
        var column = 1

        mutating func advance(over byte: UInt8) {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
    }
}

extension Character {
    /// 0–9 only (not other scripts' digits).
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
