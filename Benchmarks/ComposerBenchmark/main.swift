print("composer-benchmark")
