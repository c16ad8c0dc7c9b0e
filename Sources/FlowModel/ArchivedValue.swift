// A variable's value as the archive keeps it: one JSON object with one key
// that names the type — `{"int": 3}`, `{"string": "Soup"}`, `{"nil": true}`,
// `{"list": [...]}`. A view controller is kept the way UIKit's coder keeps
// one, by reference: its restoration path (`{"controller": "tabs/browse"}`),
// resolved to the restored instance when the archive is decoded.

/// A value in the restoration archive.
public indirect enum ArchivedValue: Hashable, Sendable, Codable {
    case integer(Int)
    case decimal(Double)
    case string(String)
    case boolean(Bool)
    case null
    case word(String)
    case list([ArchivedValue])
    /// A view controller, by restoration path.
    case controller(path: String)

    private enum Key: String, CodingKey {
        case int, decimal, string, bool, `nil`, word, list, controller
    }

    /// Reads the one-key object (`{"int": 3}`), rejecting objects with no key or several.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        guard let key = container.allKeys.first, container.allKeys.count == 1 else {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath, debugDescription: "a value needs exactly one type key"))
        }
        switch key {
        case .int: self = .integer(try container.decode(Int.self, forKey: key))
        case .decimal: self = .decimal(try container.decode(Double.self, forKey: key))
        case .string: self = .string(try container.decode(String.self, forKey: key))
        case .bool: self = .boolean(try container.decode(Bool.self, forKey: key))
        case .nil: self = .null
        case .word: self = .word(try container.decode(String.self, forKey: key))
        case .list: self = .list(try container.decode([ArchivedValue].self, forKey: key))
        case .controller: self = .controller(path: try container.decode(String.self, forKey: key))
        }
    }

    /// Writes the value as a one-key object named after its type.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        switch self {
        case .integer(let value): try container.encode(value, forKey: .int)
        case .decimal(let value): try container.encode(value, forKey: .decimal)
        case .string(let value): try container.encode(value, forKey: .string)
        case .boolean(let value): try container.encode(value, forKey: .bool)
        case .null: try container.encode(true, forKey: .nil)
        case .word(let value): try container.encode(value, forKey: .word)
        case .list(let values): try container.encode(values, forKey: .list)
        case .controller(let path): try container.encode(path, forKey: .controller)
        }
    }

    /// A script value for the archive; an instance becomes its restoration
    /// path, or nil when it was not preserved (`path` gives nil).
    init(_ value: Value, path: (InstanceID) -> String?) {
        switch value {
        case .integer(let number): self = .integer(number)
        case .decimal(let number): self = .decimal(number)
        case .string(let text): self = .string(text)
        case .boolean(let flag): self = .boolean(flag)
        case .nil: self = .null
        case .word(let word): self = .word(word)
        case .list(let values): self = .list(values.map { ArchivedValue($0, path: path) })
        case .instance(let id, _): self = path(id).map { .controller(path: $0) } ?? .null
        }
    }

    /// The script value; a controller reference becomes the restored
    /// instance at that path, or nil when none came back.
    func value(resolving instance: (String) -> (InstanceID, String)?) -> Value {
        switch self {
        case .integer(let number): return .integer(number)
        case .decimal(let number): return .decimal(number)
        case .string(let text): return .string(text)
        case .boolean(let flag): return .boolean(flag)
        case .null: return .nil
        case .word(let word): return .word(word)
        case .list(let values): return .list(values.map { $0.value(resolving: instance) })
        case .controller(let path):
            guard let (id, name) = instance(path) else { return .nil }
            return .instance(id, name: name)
        }
    }
}
