"""The build's one part pyproject.toml cannot say: the engine's compiled core.

``tictactoe.ai._core`` (C, tictactoe/ai/csrc/) is optional: where it cannot be built (no
compiler, no Python headers) the build goes on without it, the wheel is a pure one
(``py3-none-any``), and the engine plays in pure Python (tictactoe/ai/core.py says which one
runs; ``TICTACTOE_PURE=1`` asks for Python).
"""

import os
from glob import glob

from setuptools import Extension, setup

try:
    from setuptools.command.bdist_wheel import bdist_wheel
except ImportError:  # setuptools before 70.1 has it in the wheel package
    try:
        from wheel.bdist_wheel import bdist_wheel
    except ImportError:  # no wheel to build here (``setup.py build_ext --inplace``)
        bdist_wheel = None

CORE = Extension(
    "tictactoe.ai._core",
    sources=sorted(glob("tictactoe/ai/csrc/*.c")),
    depends=sorted(glob("tictactoe/ai/csrc/*.h")),
    extra_compile_args=["-O3", "-std=c99", "-fvisibility=hidden", "-D_POSIX_C_SOURCE=199309L"],
    optional=True,
)


class Wheel(bdist_wheel or object):
    """A wheel tagged for this platform only when the core was built into it."""

    def run(self):
        self.run_command("build")
        build_ext = self.get_finalized_command("build_ext")
        built = os.path.exists(
            os.path.join(build_ext.build_lib, build_ext.get_ext_filename(CORE.name))
        )
        if not built:
            self.root_is_pure = True
            self.plat_name_supplied = False
        super().run()

    def get_tag(self):
        if self.root_is_pure:
            return "py3", "none", "any"
        return super().get_tag()


setup(ext_modules=[CORE], cmdclass={"bdist_wheel": Wheel} if bdist_wheel else {})
