import Foundation
import LabelsCore

/// The query parameters of a request to the store, as the REST API reads them: `print`, `shallow`,
/// the credentials `auth` and `access_token`, and the emulator's `ns`, each at most once and
/// percent-decoded.
struct StoreQuery: Equatable, Sendable {
  /// `print=silent`: the answer has no body and the status `204 No Content`.
  let silent: Bool
  /// `shallow=true`: an object's members are each answered `true`.
  let shallow: Bool
  /// The value of `auth`, a legacy database secret (or an ID token, which this store does not read).
  let auth: String?
  /// The value of `access_token`, a Google OAuth2 access token.
  let accessToken: String?
  /// The value of `ns`, the database's namespace, as Google's SDKs send it to an emulator; `nil` for
  /// the store's unnamed database.
  let namespace: String?

  /// Reads the query of `target`, the part after its first `?`.
  /// - Throws: the message of a `400` answer for a parameter given twice, a value that is not
  ///   percent-encoded UTF-8, a `print` other than `pretty` or `silent`, a `shallow` other than `true`
  ///   or `false`, `shallow` mixed with `print`, an `ns` that is no namespace, or a parameter this
  ///   store does not read.
  init(target: String) throws(StoreQuery.Refusal) {
    var values: [String: String] = [:]
    if let question = target.firstIndex(of: "?") {
      for parameter in target[target.index(after: question)...].split(separator: "&") {
        let name = String(parameter.prefix { $0 != "=" })
        let raw = parameter.dropFirst(name.count + 1)
        guard Self.known.contains(name) else {
          throw Refusal(
            "the query parameter '\(name.prefix(40))' is not served by this store; it reads "
              + Self.known.sorted().joined(separator: ", "))
        }
        guard values[name] == nil else { throw Refusal("the query parameter '\(name)' is given twice") }
        guard let value = String(raw).removingPercentEncoding else {
          throw Refusal("the value of '\(name)' is not percent-encoded UTF-8")
        }
        values[name] = value
      }
    }
    switch values["print"] {
    case nil, "pretty": silent = false
    case "silent": silent = true
    default: throw Refusal("print must be pretty or silent")
    }
    switch values["shallow"] {
    case nil, "false": shallow = false
    case "true": shallow = true
    default: throw Refusal("shallow must be true or false")
    }
    if shallow, values["print"] != nil {
      throw Refusal("shallow cannot be mixed with any other query parameters")
    }
    auth = values["auth"]
    accessToken = values["access_token"]
    if let namespace = values["ns"], let problem = DatabaseNamespace.problem(namespace) {
      throw Refusal("ns names no namespace: \(problem)")
    }
    namespace = values["ns"]
  }

  /// The parameters read.
  private static let known: Set<String> = ["print", "shallow", "auth", "access_token", "ns"]

  /// Why a query is refused: the message of the `400` answer.
  struct Refusal: Error, Equatable {
    /// The message.
    let message: String

    init(_ message: String) {
      self.message = message
    }
  }
}
