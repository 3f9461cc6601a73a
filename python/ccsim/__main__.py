"""``python -m ccsim``: the ``ccsim`` command, for environments without its console script."""

from ccsim.cli import main

main()
