print("home-screen")
