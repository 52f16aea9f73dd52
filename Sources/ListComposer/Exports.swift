@_exported import ListDiffing
