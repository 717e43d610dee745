import Foundation
import LabelsStoreClient

/// The credential `publish`, `status` and `pull` send, from the environment only, never from an
/// argument; never printed.
extension StoreCredential {
  /// The variable holding an access token.
  static let tokenVariable = "LABELS_DATABASE_TOKEN"
  /// The variable holding a legacy secret.
  static let secretVariable = "LABELS_DATABASE_SECRET"

  /// The credential of `environment`: the token when set and not empty, else the secret, else none.
  init(environment: [String: String]) {
    let trimmed = { (name: String) in
      environment[name]?.trimmingCharacters(in: .whitespacesAndNewlines).nilIfEmpty
    }
    if let token = trimmed(Self.tokenVariable) {
      self = .accessToken(token)
    } else if let secret = trimmed(Self.secretVariable) {
      self = .secret(secret)
    } else {
      self = .none
    }
  }

  /// What the store refusing it means, and the fix.
  func refusal(status: Int, detail: String) -> String {
    switch self {
    case .none:
      "the store refused access without a credential (HTTP \(status)); set \(Self.tokenVariable) "
        + "to a Google OAuth2 access token (gcloud auth print-access-token) or \(Self.secretVariable) "
        + "to a database secret"
    case .accessToken where detail.lowercased().contains("expired"):
      "the access token in \(Self.tokenVariable) has expired (HTTP \(status): \(detail)); renew it with "
        + "'gcloud auth print-access-token' (a token lasts an hour)"
    case .accessToken:
      "the store refused the access token in \(Self.tokenVariable) (HTTP \(status): \(detail)); "
        + "an access token expires after an hour: renew it with 'gcloud auth print-access-token', "
        + "for an account with the Firebase Realtime Database Admin role"
    case .secret:
      "the store refused the database secret in \(Self.secretVariable) (HTTP \(status): \(detail)); "
        + "check it in the Firebase console (Project settings > Service accounts > Database secrets), "
        + "or use \(Self.tokenVariable) instead"
    }
  }
}

extension String {
  /// `nil` for the empty string.
  fileprivate var nilIfEmpty: String? { isEmpty ? nil : self }
}
