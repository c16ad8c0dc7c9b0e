import Foundation

/// The app's keychain: its methods call each other and move no screen. A walk from a screen's
/// call that followed every call into it spent its 32 methods here before reaching a coordinator.
final class Keychain {
    static let shared = Keychain()

    func step1() {
        Keychain.shared.step2()
    }

    func step2() {
        Keychain.shared.step3()
    }

    func step3() {
        Keychain.shared.step4()
    }

    func step4() {
        Keychain.shared.step5()
    }

    func step5() {
        Keychain.shared.step6()
    }

    func step6() {
        Keychain.shared.step7()
    }

    func step7() {
        Keychain.shared.step8()
    }

    func step8() {
        Keychain.shared.step9()
    }

    func step9() {
        Keychain.shared.step10()
    }

    func step10() {
        Keychain.shared.step11()
    }

    func step11() {
        Keychain.shared.step12()
    }

    func step12() {
        Keychain.shared.step13()
    }

    func step13() {
        Keychain.shared.step14()
    }

    func step14() {
        Keychain.shared.step15()
    }

    func step15() {
        Keychain.shared.step16()
    }

    func step16() {
        Keychain.shared.step17()
    }

    func step17() {
        Keychain.shared.step18()
    }

    func step18() {
        Keychain.shared.step19()
    }

    func step19() {
        Keychain.shared.step20()
    }

    func step20() {
        Keychain.shared.step21()
    }

    func step21() {
        Keychain.shared.step22()
    }

    func step22() {
        Keychain.shared.step23()
    }

    func step23() {
        Keychain.shared.step24()
    }

    func step24() {
        Keychain.shared.step25()
    }

    func step25() {
        Keychain.shared.step26()
    }

    func step26() {
        Keychain.shared.step27()
    }

    func step27() {
        Keychain.shared.step28()
    }

    func step28() {
        Keychain.shared.step29()
    }

    func step29() {
        Keychain.shared.step30()
    }

    func step30() {
        Keychain.shared.step31()
    }

    func step31() {
        Keychain.shared.step32()
    }

    func step32() {
        Keychain.shared.step33()
    }

    func step33() {
        Keychain.shared.step34()
    }

    func step34() {
    }
}
