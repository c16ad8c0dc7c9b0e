import Foundation

// Messages are read with Foundation's JSONSerialization (and written by
// `JSONWriter`): LSP's params are open-ended objects, and reading them as
// dictionaries lets a malformed field become an "invalid params" answer
// rather than a decode failure of the whole message.

/// A JSON object as JSONSerialization gives it.
public typealias JSONObject = [String: Any]

/// Typed, failable reads of a JSON object's fields: none traps on bad input.
extension Dictionary where Key == String, Value == Any {
    func string(_ key: String) -> String? { self[key] as? String }
    func object(_ key: String) -> JSONObject? { self[key] as? JSONObject }
    func array(_ key: String) -> [Any]? { self[key] as? [Any] }
    func bool(_ key: String) -> Bool? { self[key] as? Bool }

    /// An integer field; JSON numbers that are not whole, or are out of range, are refused.
    func int(_ key: String) -> Int? {
        guard let value = self[key], JSON.isNumber(value), let number = value as? NSNumber else { return nil }
        let double = number.doubleValue
        guard double.rounded() == double, abs(double) < 9.0e15 else { return nil }
        return Int(double)
    }
}

enum JSON {
    /// Whether a decoded value is a JSON number (and not `true` or `false`). Foundation on
    /// Linux decodes both as NSNumber and lets either cast to Bool and Int, so a boolean is
    /// told apart by its class, `__NSCFBoolean`, or by being a Swift `Bool`.
    static func isNumber(_ value: Any) -> Bool {
        guard value is NSNumber || value is Int || value is Double else { return false }
        return !String(describing: type(of: value)).contains("Bool")
    }

    /// The object a message body holds, or nil when it is not a JSON object.
    static func parse(_ data: Data) -> Any? {
        try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    }

    /// The bytes of `value` (see `JSONWriter`).
    static func encode(_ value: Any) -> Data {
        JSONWriter.encode(value)
    }
}
