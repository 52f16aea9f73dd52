print("decorator-catalog")
