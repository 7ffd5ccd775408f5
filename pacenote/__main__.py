from pacenote.cli import main

main()
