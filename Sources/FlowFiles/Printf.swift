#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// `String(format:)` for the modules linked into `flow`, which import
/// `FoundationEssentials` and not `Foundation` (Dependencies.md,
/// "FoundationEssentials"): the C library's `printf` writes each number, so `%6.1f`,
/// `%+.1f`, `%5d` and `%04x` read as they always have, and `%@` takes a
/// `String`, padded to the width (`%-8@` on the left).
///
/// Integers are given to C as 64-bit (`%d` is written `%lld`), whatever
/// their Swift type; an argument of the wrong kind for its conversion is
/// written as Swift describes it rather than read as something else.
public enum Printf {
    /// `format` with each conversion replaced by the next argument.
    public static func string(_ format: String, _ arguments: Any...) -> String {
        string(format, arguments: arguments)
    }

    /// `format` with each conversion replaced by the next of `arguments`.
    public static func string(_ format: String, arguments: [Any]) -> String {
        var out = ""
        var remaining = arguments[...]
        var characters = format.makeIterator()
        while let character = characters.next() {
            guard character == "%" else {
                out.append(character)
                continue
            }
            var spec = "%"
            var conversion: Character?
            while let next = characters.next() {
                if next.isLetter || next == "@" || next == "%" {
                    conversion = next
                    break
                }
                spec.append(next)
            }
            guard let conversion else {
                out += spec
                break
            }
            if conversion == "%" {
                out.append("%")
                continue
            }
            let argument = remaining.popFirst()
            out += converted(argument, spec: spec, conversion: conversion)
        }
        return out
    }

    private static func converted(_ argument: Any?, spec: String, conversion: Character) -> String {
        switch conversion {
        case "@", "s":
            let text = argument.map { $0 as? String ?? String(describing: $0) } ?? ""
            return padded(text, spec: spec)
        case "d", "i", "x", "X", "u":
            guard let integer = argument.flatMap(int64) else { return argument.map { String(describing: $0) } ?? "" }
            return c(spec + "ll" + String(conversion), CLongLong(integer))
        case "f", "e", "g", "F", "E", "G":
            guard let double = argument.flatMap(double) else { return argument.map { String(describing: $0) } ?? "" }
            return c(spec + String(conversion), double)
        default:
            return spec + String(conversion)
        }
    }

    private static func int64(_ value: Any) -> Int64? {
        switch value {
        case let value as Int: return Int64(value)
        case let value as Int32: return Int64(value)
        case let value as Int64: return value
        case let value as UInt8: return Int64(value)
        case let value as UInt32: return Int64(value)
        case let value as UInt64: return Int64(truncatingIfNeeded: value)
        case let value as UInt: return Int64(truncatingIfNeeded: value)
        default: return nil
        }
    }

    private static func double(_ value: Any) -> Double? {
        switch value {
        case let value as Double: return value
        case let value as Float: return Double(value)
        case let value as Int: return Double(value)
        default: return nil
        }
    }

    /// `text` padded with spaces to the spec's width: on the right with `-`.
    private static func padded(_ text: String, spec: String) -> String {
        let flags = spec.dropFirst()
        let leftAligned = flags.hasPrefix("-")
        let width = Int(flags.drop { $0 == "-" }.prefix { $0.isNumber }) ?? 0
        let padding = String(repeating: " ", count: max(0, width - text.count))
        return leftAligned ? text + padding : padding + text
    }

    private static func c(_ spec: String, _ argument: CVarArg) -> String {
        var buffer = [CChar](repeating: 0, count: 64)
        let needed = withVaList([argument]) { vsnprintf(&buffer, buffer.count, spec, $0) }
        if needed >= buffer.count {
            buffer = [CChar](repeating: 0, count: Int(needed) + 1)
            _ = withVaList([argument]) { vsnprintf(&buffer, buffer.count, spec, $0) }
        }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
