import HarkCLI

Hark.main()
