@testable import FlowLSP
import Foundation
import Testing

/// The hand-written encoder round-trips through JSONSerialization.
@Suite struct JSONWriterTests {
    @Test func valuesRoundTrip() throws {
        let value: [String: Any] = [
            "s": "quote \" backslash \\ newline \n tab \t nul \u{0} emoji 😀", "i": -42, "d": 0.5, "t": true,
            "f": false, "n": NSNull(), "a": [1, "two", [3]], "o": ["k": "v"],
        ]
        let data = JSONWriter.encode(value)
        let decoded = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(decoded["s"] as? String == value["s"] as? String)
        #expect(decoded["i"] as? Int == -42 && decoded["d"] as? Double == 0.5)
        #expect(decoded["n"] is NSNull && (decoded["a"] as? [Any])?.count == 3)
        #expect(String(decoding: data, as: UTF8.self).contains("\"f\":false,\"i\":-42,\"n\":null"))
        #expect(String(decoding: data, as: UTF8.self).contains("\"t\":true"))
    }

    @Test func echoedIDsKeepTheirType() throws {
        let id = try #require(try JSONSerialization.jsonObject(with: Data("[7, \"x\"]".utf8)) as? [Any])
        #expect(String(decoding: JSONWriter.encode(id), as: UTF8.self) == "[7,\"x\"]")
    }
}
