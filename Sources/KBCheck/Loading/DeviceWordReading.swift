extension DeviceWords {
  /// `device` with each fact's word written as the spec writes it (`iPad` as `pad`). A word the
  /// spec does not know is left out, so the trace is checked as if it did not give it, and
  /// reported at its place in the input (`positions`).
  func read(_ device: inout Device, at positions: DevicePositions) -> [InputError] {
    var problems: [InputError] = []
    for fact in DeviceFact.allCases {
      guard let list = lists[fact], let text = fact.word(in: device) else { continue }
      if let word = list.word(for: text) {
        if word != text { fact.set(word, in: &device) }
        continue
      }
      fact.set(nil, in: &device)
      problems.append(
        InputError(
          "the device's \(fact.field.quoted) \(list.unknown(text, fact)); the trace is checked "
            + "as if it did not say its \(fact.noun)", at: positions[fact] ?? .start))
    }
    return problems
  }

  /// The command line's device facts written as the spec writes them; an error for a word the
  /// spec does not know (`--idiom ipda`).
  func readOptions(_ device: Device) throws(UsageError) -> Device {
    var device = device
    for fact in DeviceFact.allCases {
      guard let list = lists[fact], let text = fact.word(in: device) else { continue }
      guard let word = list.word(for: text) else {
        let flag = fact.flag ?? "the \(fact.noun)"
        throw UsageError(message: "\(flag) \(list.unknown(text, fact))")
      }
      fact.set(word, in: &device)
    }
    return device
  }
}
