"""The build's one part pyproject.toml cannot say: the engine's compiled core.

``tictactoe.ai._core`` (C, tictactoe/ai/csrc/) is optional: where it cannot be built (no
compiler, no Python headers) the build goes on without it and the engine plays in pure
Python (tictactoe/ai/core.py says which one runs; ``TICTACTOE_PURE=1`` asks for Python).
"""

from glob import glob

from setuptools import Extension, setup

setup(
    ext_modules=[
        Extension(
            "tictactoe.ai._core",
            sources=sorted(glob("tictactoe/ai/csrc/*.c")),
            depends=sorted(glob("tictactoe/ai/csrc/*.h")),
            extra_compile_args=[
                "-O3",
                "-std=c99",
                "-fvisibility=hidden",
                "-D_POSIX_C_SOURCE=199309L",
            ],
            optional=True,
        )
    ]
)
