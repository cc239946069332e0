"""`tictactoe ladder measure` and `tictactoe ladder place`: the rating benchmark's games.

The games are the match command's (:mod:`tictactoe.commands.match_games`), in
``--jobs`` worker processes, played and judged under the measurement's rule
(``--rule``: a class is one rule's, "large renju"); what is played comes from
:mod:`tictactoe.bench.ladder_plan` and every finished game is appended at once to
the results file (:mod:`tictactoe.bench.ladder_results`).  Started again on the
same file, a run skips the games already there: a killed benchmark loses at most
the games it was playing.
"""

from __future__ import annotations

import argparse
import os
import shlex
import sys
from datetime import UTC, datetime

from tictactoe.bench.ladder_plan import (
    SETTINGS,
    ClassSetting,
    PlannedGame,
    fixed_games,
    ladder_players,
    opening_rng,
    placement,
    scores_against,
)
from tictactoe.bench.ladder_results import (
    GameRecord,
    Results,
    ResultsError,
    Session,
    append_game,
    open_for_append,
    read_results,
)
from tictactoe.commands import options
from tictactoe.commands.match import computer_players
from tictactoe.commands.match_games import (
    GameJob,
    GameResult,
    Progress,
    SideFigures,
    game_seed,
    run_games,
)
from tictactoe.game import Rules, Variant
from tictactoe.notation import stored_moves
from tictactoe.players.board_classes import board_class


class Stop(Exception):
    """Bad input: one line on stderr, exit status 2."""


def class_setting(name: str) -> ClassSetting:
    if name not in SETTINGS:
        raise Stop(f"unknown class {name!r}: the classes are {', '.join(SETTINGS)}")
    return SETTINGS[name]


def parse_rule(text: str | None) -> Variant:
    """The variant of ``--rule`` (freestyle when not given); Stop when there is none."""
    try:
        return options.parse_rule(text)
    except ValueError as error:
        raise Stop(str(error)) from None


def class_rules(setting: ClassSetting, variant: Variant) -> Rules:
    """The rules a class is measured under: its board, under ``variant``."""
    try:
        return Rules(setting.width, setting.height, setting.k, variant)
    except ValueError as error:
        raise Stop(f"class {setting.name} under {variant.value}: {error}") from None


def class_name(rules: Rules) -> str:
    """The rated class of a measurement's rules ("large", "large renju")."""
    name = board_class(rules)
    assert name is not None, rules  # every setting's board is in its class
    return name


def spec_list(text: str | None, option: str) -> list[str]:
    items = [s.strip() for s in (text or "").split(",") if s.strip()]
    if text is not None and not items:
        raise Stop(f"{option}: no players given")
    return items


class Runner:
    """Plays planned games of one session, appending each to the results file (if any)."""

    def __init__(self, session: Session, path: str | None, jobs: int) -> None:
        self.session = session
        try:
            self.rules = session.rules()
        except ValueError as error:
            raise Stop(str(error)) from None
        self.jobs = jobs
        self.fd: int | None = None
        self.results = Results([session], [], [])
        self._file_openings = self._read_openings()  # before the results file is touched
        if path is not None:
            try:
                notes = read_results(path).notes  # before a cut-off last line is cut away
                self.fd = open_for_append(path, session)
                self.results = read_results(path)
            except ResultsError as error:
                raise Stop(str(error)) from None
            for note in notes:
                print(f"tictactoe ladder: note: {note}", file=sys.stderr)
        self.done = self.results.keys()

    def close(self) -> None:
        if self.fd is not None:
            os.close(self.fd)
            self.fd = None

    def scores(self) -> list[tuple[str, str, float]]:
        return [(g.a, g.b, g.a_score) for g in self.results.games]

    def play(self, planned: list[PlannedGame]) -> int:
        """Play the planned games not played yet; how many were played."""
        todo = [g for g in planned if g.key not in self.done]
        if not todo:
            return 0
        s = self.session
        jobs = [
            GameJob(
                n,
                g.a,
                g.b,
                s.width,
                s.height,
                s.k,
                a_first=g.a_first,
                seed_a=game_seed(s.seed, g.index, f"{g.a}|{g.b}|a"),
                seed_b=game_seed(s.seed, g.index, f"{g.a}|{g.b}|b"),
                time_limit=None,
                opening=tuple(self._opening(g.opening)),
                variant=s.rule,
            )
            for n, g in enumerate(todo)
        ]
        rule = "" if s.rule == Variant.FREESTYLE.value else f" {s.rule}"
        print(
            f"tictactoe ladder: {len(jobs)} games to play on {s.width}x{s.height} "
            f"k={s.k}{rule} ({len(self.done)} already played)",
            file=sys.stderr,
        )

        def save(result: GameResult) -> None:
            record = self._record(todo[result.index], jobs[result.index], result)
            if self.fd is not None:
                try:
                    append_game(self.fd, record)
                except OSError as error:
                    raise Stop(
                        f"cannot append to the results file: "
                        f"{getattr(error, 'strerror', None) or error}"
                    ) from None
            self.results.games.append(record)
            self.done.add(record.key)

        run_games(jobs, min(self.jobs, len(jobs)), Progress(len(jobs)), on_result=save)
        return len(jobs)

    def _read_openings(self) -> list[list[tuple[int, int]]]:
        """The openings file's openings (none without one); Stop when it cannot be read."""
        from tictactoe.openings import OpeningError, read_openings

        if not self.session.openings:
            return []
        try:
            return read_openings(self.session.openings, self.rules)
        except OpeningError as error:
            raise Stop(str(error)) from None

    def _opening(self, number: int) -> list[tuple[int, int]]:
        from tictactoe.openings import OpeningError, random_opening

        s = self.session
        if self._file_openings:
            return self._file_openings[number % len(self._file_openings)]
        try:
            if s.opening:
                return random_opening(self.rules, s.opening, opening_rng(s.seed, number))
        except OpeningError as error:
            raise Stop(str(error)) from None
        return []

    def _record(self, g: PlannedGame, job: GameJob, r: GameResult) -> GameRecord:
        def mean(side: SideFigures) -> float:
            return round(side.total_s / side.moves, 6) if side.moves else 0.0

        return GameRecord(
            g.a,
            g.b,
            g.index,
            (job.seed_a, job.seed_b),
            r.a_mark,
            r.winner,
            r.termination,
            mean(r.a),
            mean(r.b),
            f"{job.width}x{job.height}",
            job.k,
            stored_moves(r.moves, self.rules),
            r.opening,
            r.reason,
        )


def new_session(
    setting: ClassSetting, rules: Rules, args: argparse.Namespace, command: str
) -> Session:
    openings = getattr(args, "openings", None)
    return Session(
        class_name(rules),
        setting.width,
        setting.height,
        setting.k,
        args.seed,
        0 if openings else setting.opening,
        openings,
        rules.variant.value,
        command,
        datetime.now(UTC).isoformat(timespec="seconds"),
    )


def measure(args: argparse.Namespace) -> tuple[Runner, list[str]]:
    """Play the class's benchmark (what is missing of it); the runner and the scale's
    players, weakest first."""
    setting = class_setting(args.board_class)
    rules = class_rules(setting, parse_rule(args.rule))
    try:
        players = computer_players(
            spec_list(args.players, "--players") or ladder_players(setting), rules
        )
        if args.extras == "none":
            extras = []
        elif args.extras is not None:
            extras = computer_players(spec_list(args.extras, "--extras"), rules)
        else:  # the class's historical AIs that play its rule (they play freestyle only)
            extras = [spec for spec in setting.extras if plays(spec, rules)]
    except ValueError as error:
        raise Stop(str(error)) from None
    both = [spec for spec in extras if spec in players]
    if both or len(set(players)) < len(players) or len(set(extras)) < len(extras):
        raise Stop(f"a player is named twice: {(both or ['in --players or --extras'])[0]}")
    games = args.games_per_pair or setting.games_per_pair
    runner = Runner(
        new_session(setting, rules, args, measure_command(args, games, rules)),
        args.results,
        args.jobs,
    )
    try:
        runner.play(fixed_games(players, games))
        for extra in extras:
            while runner.play(
                placement(extra, players, scores_against(runner.scores(), extra), games)
            ):
                pass
    finally:
        runner.close()
    return runner, players


def plays(spec: str, rules: Rules) -> bool:
    """Whether a computer player plays ``rules``."""
    try:
        computer_players([spec], rules)
    except ValueError:
        return False
    return True


def place(args: argparse.Namespace, rungs: list[str]) -> tuple[Runner, str]:
    """Play ``args.spec`` against the rungs near its strength (``rungs``: rated, weakest
    first) until it is placed; the runner and the player's canonical spec."""
    setting = class_setting(args.board_class)
    rules = class_rules(setting, parse_rule(args.rule))
    try:
        (spec,) = computer_players([args.spec], rules)
    except ValueError as error:
        raise Stop(str(error)) from None
    if spec in rungs:
        raise Stop(f"{spec} is on the ladder already")
    games = args.games_per_pair or setting.games_per_pair
    command = shlex.join(
        [
            "tictactoe",
            "ladder",
            "place",
            spec,
            "--class",
            setting.name,
            *rule_words(rules),
            "--games-per-pair",
            str(games),
            "--seed",
            str(args.seed),
        ]
    )
    runner = Runner(new_session(setting, rules, args, command), args.results, args.jobs)
    try:
        while runner.play(placement(spec, rungs, scores_against(runner.scores(), spec), games)):
            pass
    finally:
        runner.close()
    return runner, spec


def rule_words(rules: Rules) -> list[str]:
    """``--rule RULE`` as a command names it (nothing for freestyle, the default)."""
    return [] if rules.freestyle else ["--rule", rules.variant.value]


def measure_command(args: argparse.Namespace, games: int, rules: Rules) -> str:
    """The command that reproduces a measurement (file names without their folders)."""
    words = [
        "tictactoe",
        "ladder",
        "measure",
        "--class",
        args.board_class,
        *rule_words(rules),
        "--games-per-pair",
        str(games),
        "--seed",
        str(args.seed),
    ]
    if args.players:
        words += ["--players", args.players]
    if args.extras is not None:
        words += ["--extras", args.extras]
    if args.openings:
        words += ["--openings", shown_path(args.openings)]
    if args.results:
        words += ["--results", shown_path(args.results)]
    return shlex.join(words)


def shown_path(path: str) -> str:
    """A file as a command names it: a relative path as given, an absolute one by its
    name alone (a command kept in the package names no folder of the machine)."""
    return os.path.basename(path) if os.path.isabs(path) else path
