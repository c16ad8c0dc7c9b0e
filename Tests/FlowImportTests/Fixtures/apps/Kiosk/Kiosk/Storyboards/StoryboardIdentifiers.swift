enum StoryboardNames: String {
    case auction = "Auction_iPad"
}

enum ViewControllerStoryboardIdentifier: String {
    case artworkDetail = "Artwork Detail"
    case cardTester = "Card Tester"
}
