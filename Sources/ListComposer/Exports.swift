@_exported import ListDiffing
@_exported import ListRules
