import FoundationEssentials

// Messages are read with FoundationEssentials' JSONDecoder into plain
// values (and written by `JSONWriter`): LSP's params are open-ended objects,
// and reading them as dictionaries lets a malformed field become an "invalid
// params" answer rather than a decode failure of the whole message. (flow
// links FoundationEssentials and not Foundation, whose JSONSerialization
// this was: Dependencies.md, "FoundationEssentials".)

/// A JSON object as the server reads it: values are `String`, `Int` (a
/// whole number), `Double`, `Bool`, `JSONNull`, `[Any]` or another object.
public typealias JSONObject = [String: Any]

/// JSON's `null`, as a value of a `JSONObject` or an answer's result.
public struct JSONNull: Sendable, Equatable {
    /// `null`.
    public init() {}
}

/// Typed, failable reads of a JSON object's fields: none traps on bad input.
extension Dictionary where Key == String, Value == Any {
    func string(_ key: String) -> String? { self[key] as? String }
    func object(_ key: String) -> JSONObject? { self[key] as? JSONObject }
    func array(_ key: String) -> [Any]? { self[key] as? [Any] }
    func bool(_ key: String) -> Bool? { self[key] as? Bool }

    /// An integer field; JSON numbers that are not whole, or are out of range, are refused.
    func int(_ key: String) -> Int? {
        switch self[key] {
        // `magnitude`, not `abs`: `abs(Int.min)` traps, and a client may send -9223372036854775808.
        case let integer as Int where integer.magnitude < 9_000_000_000_000_000: return integer
        case let double as Double where double.rounded() == double && abs(double) < 9.0e15: return Int(double)
        default: return nil
        }
    }
}

enum JSON {
    /// Whether a decoded value is a JSON number (and not `true` or `false`).
    static func isNumber(_ value: Any) -> Bool {
        value is Int || value is Double
    }

    /// The value a message body holds, or nil when it is not JSON.
    static func parse(_ data: Data) -> Any? {
        (try? JSONDecoder().decode(DecodedValue.self, from: data))?.value
    }

    /// The bytes of `value` (see `JSONWriter`).
    static func encode(_ value: Any) -> Data {
        JSONWriter.encode(value)
    }
}

/// Any JSON value, decoded as the server reads it (`JSONObject`'s types).
private struct DecodedValue: Decodable {
    let value: Any

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            value = JSONNull()
        } else if let bool = try? container.decode(Bool.self) {
            value = bool
        } else if let integer = try? container.decode(Int.self) {
            value = integer
        } else if let double = try? container.decode(Double.self) {
            value = double
        } else if let string = try? container.decode(String.self) {
            value = string
        } else if let array = try? container.decode([DecodedValue].self) {
            value = array.map(\.value)
        } else {
            value = try container.decode([String: DecodedValue].self).mapValues(\.value)
        }
    }
}
