"""Shared by the password scripts: makes sure PyPI `zxcvbn` 4.5.0 (the reference) is importable.

When the running Python has no zxcvbn 4.5.0, a virtual environment is made once in
`.build/zxcvbn-4.5.0` (`python3 -m venv` + `pip install zxcvbn==4.5.0`) and the calling script
is run again inside it.
"""
import os
import subprocess
import sys

VERSION = "4.5.0"
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def ensure():
    """Returns the zxcvbn module, re-running the calling script in the venv if needed."""
    try:
        import zxcvbn  # noqa: F401
        from importlib.metadata import version

        if version("zxcvbn") == VERSION:
            return zxcvbn
    except ImportError:
        pass
    if os.environ.get("ATELIER_ZXCVBN_VENV"):
        sys.exit(f"error: zxcvbn=={VERSION} is not importable even in the venv; see pip's output above")
    venv = os.path.join(ROOT, ".build", f"zxcvbn-{VERSION}")
    python = os.path.join(venv, "bin", "python")
    if not os.path.exists(python):
        subprocess.check_call([sys.executable, "-m", "venv", venv])
        subprocess.check_call([python, "-m", "pip", "install", "--quiet", f"zxcvbn=={VERSION}"])
    env = dict(os.environ, ATELIER_ZXCVBN_VENV="1")
    os.execve(python, [python] + sys.argv, env)
