"""Ruling HK-31.3.a: a joined Host's +1/+1 ends with the combat (HK-27.1);
the damage it took stays until the Repair phase (HK-31.3) and does not kill
it after the fact, as in the Crucible (HK-34.11.a). Only damage dealt kills:
more damage later in the turn does; old damage alone does not."""
from __future__ import annotations

from hkhelpers import bare, begin, ids, play, u
from test_hk_conflict_assembly import _attack


def _fight(g, target, attackers, to: str | None = None):
    """Attack ``target`` with ``attackers``; the defender's damage goes to
    the card whose uid holds ``to`` (else the first offered); every other
    decision takes its first option, until the combat is over."""
    _attack(g, target, attackers)
    while g.s.conflict is not None:
        d = g.pending
        if d.kind == "window":
            g.choose("pass")
        elif d.kind == "assign" and to is not None and any(to in x for x in d.ids()):
            g.choose(next(x for x in d.ids() if to in x))
        else:
            g.choose(d.ids()[0])


def _joined_rabdos_takes_two(n: int = 2):
    """W12's assembly (Abdiel, Rabdos 1/2 joined as 2/3, Los) attacks Mike's
    Exchange Towers (2/2): its 2 damage all go to Rabdos."""
    g = bare(n)
    doms = [play(g, 0, k) for k in ("free-city", "arizona-free-zone", "seafloor-metroplex")]
    abd = play(g, 0, "abdiel", on=doms[0])
    rab = play(g, 0, "rabdos", on=doms[1])
    los = play(g, 0, "los", on=doms[2])
    towers = play(g, 1, "exchange-towers")
    if n == 3:  # for the second combat: the Chromeopaths beside Rabdos, Di's London Dome (2/2)
        play(g, 0, "chromeopaths", on=doms[1])
        play(g, 2, "london-dome")
    begin(g, 0)
    _fight(g, towers, [abd, rab, los], to="rabdos")
    return g, rab, doms


def test_hk_31_3_a_hk_27_1_a_joined_host_at_its_defense_after_the_bonus_lives_until_repair():
    g, rab, doms = _joined_rabdos_takes_two()
    p = g.s.pieces[rab]
    assert p.where == "attached" and p.damage == 2 and g.defense(rab) == 2  # 1/2 dmg2: alive
    g.check_invariants()
    g.choose("end")  # HK-8.8: repaired at the end of the turn
    assert g.s.pieces[rab].where == "attached" and g.s.pieces[rab].damage == 0


def test_hk_31_3_a_more_damage_the_same_turn_kills_it():
    g, rab, doms = _joined_rabdos_takes_two()
    g.fx_damage(1, -1, 1, rab, "")  # one more point (a miracle's damage, HK-30.3.a counts the old)
    g.pending = g._advance()
    assert g.s.pieces[rab].where == "oblivion"


def test_hk_31_3_a_old_damage_alone_kills_nothing_in_a_later_combat():
    """Three players (HK-25: a second Wilds attack goes to another opponent).
    Rabdos, readied with his damage (2 of 2), attacks Di's London Dome unjoined
    beside the Chromeopaths; all of its damage goes to the Chromeopaths."""
    g, rab, doms = _joined_rabdos_takes_two(3)
    chrome = next(c for c in g.s.pieces[doms[1]].attached if "chromeopaths" in u(g, c))
    dome = next(c for c in range(len(g.s.pieces)) if "london-dome" in u(g, c) and g.s.pieces[c].where == "wilds")
    g.fx_ready(0, -1, 0, rab, "")
    p = g.s.pieces[rab]
    p.open = False
    assert p.damage == 2
    _fight(g, dome, [rab, chrome], to="chromeopaths")
    assert g.s.pieces[chrome].where == "oblivion"
    assert g.s.pieces[rab].where == "attached" and g.s.pieces[rab].damage == 2
