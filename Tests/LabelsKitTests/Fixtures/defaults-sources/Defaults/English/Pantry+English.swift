import Labels

extension Labels.Pantry {
  /// The English pantry.
  static var english: Labels.Pantry {
    Labels.Pantry(
      title: "Pantry",
      shelves: [
        Labels.Shelf(id: "bread", name: "Bread"),
        Labels.Shelf(id: "food", name: "Food"),
      ]
    )
  }
}
