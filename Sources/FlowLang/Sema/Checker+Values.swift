// Fixed value names (styles, width classes, the platform) and the numbers
// whose range is known before running: tab numbers, waits, swipe progress,
// durations, sizes and frames.
extension Checker {
    mutating func checkPresentationStyle(_ name: Identifier) {
        checkValue(name, among: Vocabulary.presentationStyles, message: .unknownPresentationStyle(name.name))
    }

    mutating func checkTransitionStyle(_ name: Identifier) {
        checkValue(name, among: Vocabulary.transitionStyles, message: .unknownTransitionStyle(name.name))
    }

    mutating func checkWidthClass(_ name: Identifier) {
        checkValue(name, among: Vocabulary.widthClasses, message: .unknownWidthClass(name.name))
    }

    /// `message` is made only for a name that is not among `values`: made on
    /// every call, its text was most of a style option's check.
    private mutating func checkValue(_ name: Identifier, among values: [String], message: @autoclosure () -> Message) {
        guard !name.name.isEmpty, !values.contains(name.name) else { return }
        reportUnknown(message(), at: name.range, name: name.name, among: { values },
                      otherwise: "expected one of \(values.joined(separator: ", "))")
    }

    /// `platform iOS N`: the platform is iOS; N an integer version. Versions
    /// outside `Vocabulary.supportedPlatformVersions` are a warning: flow
    /// still runs, with the iOS 13+ rules above 12 and the iOS 12 rules below.
    mutating func checkPlatform(_ node: PlatformDeclaration) {
        let platform = node.platform
        if !platform.name.isEmpty, platform.name != "iOS" {
            reportUnknown(.unknownPlatform(platform.name), at: platform.range, name: platform.name, among: { ["iOS"] },
                          otherwise: "flow models iOS only: 'platform iOS 12'")
        }
        let version = node.version
        guard case .integer(let major) = version.magnitude, !version.isPercentage else {
            error(.platformVersionNotInteger(version.text), at: version.range,
                  help: "write the major version: 'platform iOS \(version.value.isFinite && abs(version.value) < 1e6 ? String(Int(version.value)) : "17")'")
            return
        }
        if !Vocabulary.supportedPlatformVersions.contains(major) {
            warning(.unsupportedPlatformVersion(major), at: version.range)
        }
    }

    mutating func checkSelectIndex(_ number: NumberLiteral) {
        guard case .integer = number.magnitude, !number.isPercentage else {
            error(.selectIndexNotInteger(number.text), at: number.range, help: "tabs are counted: 'select 2'")
            return
        }
        if number.value < 1 {
            error(.selectIndexZero(number.text), at: number.range, help: "the first tab is 'select 1'")
        }
    }

    mutating func checkWait(_ seconds: NumberLiteral) {
        if seconds.value < 0 { error(.negativeWait(seconds.text), at: seconds.range) }
    }

    mutating func checkSwipe(_ node: SwipeStatement) {
        guard let progress = node.progress else { return }
        if progress.value < 0 || progress.value > 1 {
            error(.swipeProgressOutOfRange(progress.text), at: progress.range)
        }
    }

    mutating func checkDuration(_ node: NumberMember) {
        if node.value.value <= 0 {
            error(.nonPositiveDuration(node.value.text), at: node.value.range,
                  help: "an animator's duration is in seconds, such as 'duration 0.35'")
        }
    }

    mutating func checkSize(_ node: DimensionsMember) {
        for number in [node.width, node.height] where number.value <= 0 {
            error(.nonPositiveSize(number.text), at: number.range)
        }
    }

    mutating func checkFrame(_ node: DimensionsMember) {
        for number in [node.width, node.height] where number.value <= 0 || number.value > 1 {
            error(.frameOutOfRange(number.text), at: number.range,
                  help: "a frame is the presented view's share of the container, such as 'frame 0.5 x 1.0'")
        }
    }
}
