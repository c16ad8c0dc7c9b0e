// Generated from the cases of `Keyword` (Keyword.swift) by KeywordTable in
// Tests/FlowLangTests/KeywordTableTests.swift: each keyword's bytes packed into
// little-endian 64-bit words, so recognising a keyword costs a switch on the length
// and one on an integer, with no allocation. After adding a keyword, run
// `FLOW_UPDATE_GOLDEN=1 swift test` to regenerate this file; a test fails until then.

extension Keyword {
    /// The keyword spelled by `bytes[start..<end]`, if any. Called for every
    /// identifier the lexer reads, so it must stay cheap.
    static func lookup(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Keyword? {
        let length = end - start
        guard length >= 1, length <= 13, let base = bytes.baseAddress else { return nil }
        let low = packed(base + start, count: min(length, 8), available: bytes.count - start)
        switch length {
        case 1:
            switch low {
            case 0x78: return .x
            default: return nil
            }
        case 2:
            switch low {
            case 0x6469: return .id
            case 0x6669: return .`if`
            case 0x6E69: return .`in`
            case 0x6F6E: return .no
            case 0x6E6F: return .on
            case 0x6F74: return .to
            case 0x7075: return .up
            default: return nil
            }
        case 3:
            switch low {
            case 0x726162: return .bar
            case 0x646E65: return .end
            case 0x534F69: return .iOS
            case 0x6C696E: return .`nil`
            case 0x706F70: return .pop
            case 0x746573: return .set
            case 0x706174: return .tap
            case 0x726176: return .`var`
            default: return nil
            }
        case 4:
            switch low {
            case 0x6B636162: return .back
            case 0x6C6C6563: return .cell
            case 0x736D6964: return .dims
            case 0x6E776F64: return .down
            case 0x67617264: return .drag
            case 0x65736C65: return .`else`
            case 0x6D6F7266: return .from
            case 0x65646968: return .hide
            case 0x6D657469: return .item
            case 0x6B6E696C: return .link
            case 0x65646F6D: return .mode
            case 0x7478656E: return .next
            case 0x6E65706F: return .open
            case 0x68737570: return .push
            case 0x746F6F72: return .root
            case 0x776F6873: return .show
            case 0x657A6973: return .size
            case 0x73626174: return .tabs
            case 0x74736574: return .test
            case 0x6E656874: return .then
            case 0x65657274: return .tree
            case 0x65757274: return .`true`
            case 0x65707974: return .type
            case 0x74696177: return .wait
            case 0x6E656877: return .when
            case 0x68746977: return .with
            default: return nil
            }
        case 5:
            switch low {
            case 0x7472656C61: return .alert
            case 0x6E69676562: return .begin
            case 0x65736F6C63: return .close
            case 0x6465626D65: return .embed
            case 0x65736C6166: return .`false`
            case 0x646C656966: return .field
            case 0x7375636F66: return .focus
            case 0x656D617266: return .frame
            case 0x70756F7267: return .group
            case 0x7365646968: return .hides
            case 0x6C61646F6D: return .modal
            case 0x726564726F: return .order
            case 0x7365676170: return .pages
            case 0x746E697270: return .print
            case 0x656E656373: return .scene
            case 0x65706F6373: return .scope
            case 0x6575676573: return .segue
            case 0x73776F6873: return .shows
            case 0x74696C7073: return .split
            case 0x656C797473: return .style
            case 0x6570697773: return .swipe
            case 0x656C746974: return .title
            default: return nil
            }
        case 6:
            switch low {
            case 0x6E6F69746361: return .action
            case 0x737470616461: return .adapts
            case 0x726F68636E61: return .anchor
            case 0x656469736562: return .beside
            case 0x6D6F74746F62: return .bottom
            case 0x6E6F74747562: return .button
            case 0x6C65636E6163: return .cancel
            case 0x6E6D756C6F63: return .column
            case 0x6D6F74737563: return .custom
            case 0x6C6961746564: return .detail
            case 0x73746E657665: return .events
            case 0x746365707865: return .expect
            case 0x6873696E6966: return .finish
            case 0x74726F706D69: return .`import`
            case 0x68636E75616C: return .launch
            case 0x6C61756E616D: return .manual
            case 0x746165706572: return .`repeat`
            case 0x7365706F6373: return .scopes
            case 0x686372616573: return .search
            case 0x7463656C6573: return .select
            case 0x646E69776E75: return .unwind
            case 0x776F646E6977: return .window
            default: return nil
            }
        case 7:
            switch low {
            case 0x736E6D756C6F63: return .columns
            case 0x746361706D6F63: return .compact
            case 0x747865746E6F63: return .context
            case 0x73656E69666564: return .defines
            case 0x73746E65746564: return .detents
            case 0x64726163736964: return .discard
            case 0x7373696D736964: return .dismiss
            case 0x79616C70736964: return .display
            case 0x65727574736567: return .gesture
            case 0x676E6974736F68: return .hosting
            case 0x6C616974696E69: return .initial
            case 0x736567616E616D: return .manages
            case 0x6567617373656D: return .message
            case 0x6564697374756F: return .outside
            case 0x6D726F66726570: return .perform
            case 0x7265766F706F70: return .popover
            case 0x65726170657270: return .prepare
            case 0x746E6573657270: return .present
            case 0x7972616D697270: return .primary
            case 0x7365766F6D6572: return .removes
            case 0x6563616C706572: return .replace
            case 0x65726F74736572: return .restore
            case 0x73746C75736572: return .results
            case 0x7261626C6F6F74: return .toolbar
            case 0x6465626D656E75: return .unembed
            case 0x676E696E726177: return .warning
            default: return nil
            }
        case 8:
            switch low {
            case 0x7974697669746361: return .activity
            case 0x646574616D696E61: return .animated
            case 0x726F74616D696E61: return .animator
            case 0x657370616C6C6F63: return .collapse
            case 0x6E6F697461727564: return .duration
            case 0x6D726F6674616C70: return .platform
            case 0x6576726573657270: return .preserve
            case 0x73756F6976657270: return .previous
            case 0x73656469766F7270: return .provides
            case 0x74756374726F6873: return .shortcut
            case 0x656E696C656D6974: return .timeline
            case 0x64656D6D69646E75: return .undimmed
            default: return nil
            }
        case 9:
            let high = packed(base + start + 8, count: length - 8, available: bytes.count - start - 8)
            switch (low, high) {
            case (0x726F737365636361, 0x79): return .accessory
            case (0x646973676E6F6C61, 0x65): return .alongside
            case (0x6E69726165707061, 0x67): return .appearing
            case (0x656E6961746E6F63, 0x72): return .container
            case (0x6572726566657270, 0x64): return .preferred
            case (0x65746E6573657270, 0x72): return .presenter
            case (0x7261646E6F636573, 0x79): return .secondary
            default: return nil
            }
        case 10:
            let high = packed(base + start + 8, count: length - 8, available: bytes.count - start - 8)
            switch (low, high) {
            case (0x6E61726165707061, 0x6563): return .appearance
            case (0x756F72676B636162, 0x646E): return .background
            case (0x756F726765726F66, 0x646E): return .foreground
            case (0x697461676976616E, 0x6E6F): return .navigation
            case (0x616F6279726F7473, 0x6472): return .storyboard
            case (0x697469736E617274, 0x6E6F): return .transition
            default: return nil
            }
        case 11:
            let high = packed(base + start + 8, count: length - 8, available: bytes.count - start - 8)
            switch (low, high) {
            case (0x7463757274736564, 0x657669): return .destructive
            case (0x7463617265746E69, 0x657669): return .interactive
            case (0x7461726F74736572, 0x6E6F69): return .restoration
            default: return nil
            }
        case 12:
            let high = packed(base + start + 8, count: length - 8, available: bytes.count - start - 8)
            switch (low, high) {
            case (0x6165707061736964, 0x676E6972): return .disappearing
            case (0x61746E6573657270, 0x6E6F6974): return .presentation
            default: return nil
            }
        case 13:
            let high = packed(base + start + 8, count: length - 8, available: bytes.count - start - 8)
            switch (low, high) {
            case (0x6269737365636361, 0x7974696C69): return .accessibility
            case (0x656D656C70707573, 0x797261746E): return .supplementary
            default: return nil
            }
        default:
            return nil
        }
    }

    /// Up to 8 bytes at `pointer` as a little-endian integer, the rest zero.
    @inline(__always)
    private static func packed(_ pointer: UnsafePointer<UInt8>, count: Int, available: Int) -> UInt64 {
        if available >= 8 {
            let word = UInt64(littleEndian: UnsafeRawPointer(pointer).loadUnaligned(as: UInt64.self))
            return count == 8 ? word : word & ((1 << (UInt64(count) * 8)) - 1)
        }
        var word: UInt64 = 0
        for offset in 0..<count { word |= UInt64(pointer[offset]) << (8 * UInt64(offset)) }
        return word
    }
}
