"""Zung Jung: the official v3.3 table (zj-mahjong.info, Alan Kwan) and the extended
mj-score-eval variant (gspindles' README of 2016), with the values those sources state.

`family` is the source's series (official) or family (extended) number: within one, only
the highest pattern counts. Per-set patterns that the extended guide lets stack inside their
family have no family here.
"""

from __future__ import annotations

from ..spec import Unit
from . import BuiltinPattern as P
from . import BuiltinRuleSet

B = Unit.BONUS

# WSOM (World Series of Mahjong rules v1.03) values where they differ from v3.3; the
# `values_profile = "wsom"` option applies them (patterns/zung_jung.py, zung_jung_total).
WSOM_VALUES = {
    "pure_one_suit": 100,
    "small_three_dragons": 30,
    "small_three_winds": 25,
    "four_concealed_triplets": 115,
    "all_triplets": 40,
}

OFFICIAL = (
    P("chicken_hand", "Chicken Hand", 1, "雞和", description="A complete hand that has no other pattern scores this single point.",
      example="123m456p789s5z (111s) +5z"),
    # 1 Trivial patterns
    P("all_sequences", "All Sequences", 5, "平和", description="All four sets are chows; the pair and the wait do not matter, nor whether sets were melded.",
      example="123m456m789p234s5s +5s"),
    P("concealed_hand", "Concealed Hand", 5, "門前清", description="A regular hand with no set melded from a discard; the winning tile may be a discard and concealed kongs are fine.",
      example="123m456p789s111s5z +5z"),
    P("no_terminals", "No Terminals", 5, "斷么九", description="Every tile is a number tile from 2 to 8.",
      example="234m345p567s2s (678m) +2s"),
    # 2 One-suit patterns
    P("mixed_one_suit", "Mixed One-Suit", 40, "混一色", family="2.1", description="The number tiles all come from one suit, with winds or dragons besides.",
      example="123m345m666m7m (111z) +7m"),
    P("pure_one_suit", "Pure One-Suit", 80, "清一色", family="2.1", description="Every tile is a number tile of the same suit.",
      example="123p345p567p789p5p +5p"),
    P("nine_gates", "Nine Gates", 480, "九蓮寶燈", description="Holding 1112345678999 of one suit, concealed, and winning on any tile of that suit.",
      example="1112345678999m +5m"),
    # 3 Honour patterns
    P("value_honor", "Value Honor", 10, "番牌", description="Scores for each pung or kong of a dragon or of your own seat wind; the round wind is not a value honor.",
      example="123m456p789s5s (777z) +5s"),
    P("small_three_dragons", "Small Three Dragons", 40, "小三元", family="3.2", description="Pungs or kongs of two dragons and a pair of the third dragon.",
      example="123m456m5z (666z) (777z) +5z"),
    P("big_three_dragons", "Big Three Dragons", 130, "大三元", family="3.2", description="Pungs or kongs of all three dragons.",
      example="123m5m (555z) (666z) (777z) +5m"),
    P("small_three_winds", "Small Three Winds", 30, "小三風", family="3.3", description="Pungs or kongs of two winds and a pair of a third wind.",
      example="123m456m1z (222z) (333z) +1z"),
    P("big_three_winds", "Big Three Winds", 120, "大三風", family="3.3", description="Pungs or kongs of three of the winds.",
      example="123m5m (111z) (222z) (333z) +5m"),
    P("small_four_winds", "Small Four Winds", 320, "小四喜", family="3.3", description="Pungs or kongs of three winds and a pair of the fourth.",
      example="123m1z (222z) (333z) (444z) +1z"),
    P("big_four_winds", "Big Four Winds", 400, "大四喜", family="3.3", description="Pungs or kongs of all four winds.",
      example="5m (111z) (222z) (333z) (444z) +5m"),
    P("all_honors", "All Honors", 320, "字一色", description="Nothing but winds and dragons, in sets or as seven pairs.",
      example="111z222z7z (555z) (666z) +7z"),
    # 4 Triplets and kongs
    P("all_triplets", "All Triplets", 30, "對對和", description="All four sets are pungs or kongs.",
      example="111m222p333s5z (777s) +5z"),
    P("two_concealed_triplets", "Two Concealed Triplets", 5, "兩暗刻", family="4.2", description="Two pungs or kongs made wholly from your own draws.",
      example="111m222p345s5z (678s) +5z"),
    P("three_concealed_triplets", "Three Concealed Triplets", 30, "三暗刻", family="4.2", description="Three pungs or kongs made wholly from your own draws.",
      example="111m222p333s5z (678s) +5z"),
    P("four_concealed_triplets", "Four Concealed Triplets", 125, "四暗刻", family="4.2", description="Four pungs or kongs made wholly from your own draws; a pung finished with a discard does not qualify.",
      example="111m222p333s444s5z +5z"),
    P("one_kong", "One Kong", 5, "一槓", family="4.3", description="One kong, exposed or concealed.",
      example="123m456p5z [7777s] (123s) +5z"),
    P("two_kong", "Two Kong", 20, "兩槓", family="4.3", description="Two kongs.",
      example="123m5z [7777s] (8888p) (123s) +5z"),
    P("three_kong", "Three Kong", 120, "三槓", family="4.3", description="Three kongs.",
      example="5z [1111m] (2222p) (3333s) (789s) +5z"),
    P("four_kong", "Four Kong", 480, "四槓", family="4.3", description="Four kongs.",
      example="5z [1111m] (2222p) (3333s) (4444s) +5z"),
    # 5 Identical sets
    P("two_identical_sequences", "Two Identical Sequences", 10, "一般高", family="5.1", description="Two chows with the same numbers in the same suit.",
      example="123m123m456p789s5z +5z"),
    P("two_identical_sequences_twice", "Two Identical Sequences Twice", 60, "兩般高", family="5.1", description="Two separate couples of identical chows.",
      example="123m123m456p456p5z +5z"),
    P("three_identical_sequences", "Three Identical Sequences", 120, "一色三同順", family="5.1", description="Three chows with the same numbers in the same suit.",
      example="123m456p5z (123m) (123m) +5z"),
    P("four_identical_sequences", "Four Identical Sequences", 480, "一色四同順", family="5.1", description="Four chows with the same numbers in the same suit.",
      example="5z (123m) (123m) (123m) (123m) +5z"),
    # 6 Similar sets
    P("three_similar_sequences", "Three Similar Sequences", 35, "三色同順", description="One chow of the same numbers in each of the three suits.",
      example="123m123p123s456s5z +5z"),
    P("small_three_similar_triplets", "Small Three Similar Triplets", 30, "三色小同刻", family="6.2", description="Pungs of one number in two suits, and the pair is that number in the third suit.",
      example="555m555p5s789s (234m) +5s"),
    P("three_similar_triplets", "Three Similar Triplets", 120, "三色同刻", family="6.2", description="Pungs or kongs of one number in all three suits.",
      example="555m555p555s789s5z +5z"),
    # 7 Consecutive sets
    P("nine_tile_straight", "Nine-Tile Straight", 40, "一氣通貫", description="The chows 123, 456 and 789 of one suit.",
      example="123m456m789m234p5z +5z"),
    P("three_consecutive_triplets", "Three Consecutive Triplets", 100, "三連刻", family="7.2", description="Pungs or kongs of three numbers in a row in one suit.",
      example="333m444m789p5z (555m) +5z"),
    P("four_consecutive_triplets", "Four Consecutive Triplets", 200, "四連刻", family="7.2", description="Pungs or kongs of four numbers in a row in one suit.",
      example="5z (222m) (333m) (444m) (555m) +5z"),
    # 8 Terminals
    P("mixed_lesser_terminals", "Mixed Lesser Terminals", 40, "混全帶么", family="8.1", description="Each set and the pair include a terminal or an honour, with both terminals and honours in the hand.",
      example="123m789p111s9m (777z) +9m"),
    P("pure_lesser_terminals", "Pure Lesser Terminals", 50, "純全帶么", family="8.1", description="Each set and the pair include a terminal (a 1 or a 9), with no honours.",
      example="123m789p111s9m (789s) +9m"),
    P("mixed_greater_terminals", "Mixed Greater Terminals", 100, "混么九", family="8.1", description="Only terminals and honours, as four pungs and a pair or as seven pairs.",
      example="111m999p1z (111s) (555z) +1z"),
    P("pure_greater_terminals", "Pure Greater Terminals", 400, "清么九", family="8.1", description="Only ones and nines.",
      example="111m999p1s (999s) (111p) +1s"),
    # 9 Incidental bonuses
    P("final_draw", "Final Draw", 10, "海底撈月", family="9.1", description="Winning by drawing the very last tile of the wall.",
      example="123m456p789s234s5z +5z self_drawn last_tile_in_wall"),
    P("final_discard", "Final Discard", 10, "河底撈魚", family="9.1", description="Winning on the discard that follows the last draw from the wall.",
      example="123m456p789s234s5z +5z last_tile_in_wall"),
    P("win_on_kong", "Win on Kong", 10, "嶺上開花", description="Winning with the replacement tile drawn after declaring a kong.",
      example="123m456p789s5z [2222s] +5z self_drawn kong_replacement"),
    P("robbing_a_kong", "Robbing a Kong", 10, "搶槓", description="Winning with the tile another player adds to an exposed pung to make a kong.",
      example="123m456p789s23s55z +4s robbing_kong"),
    P("blessing_of_heaven", "Blessing of Heaven", 155, "天和", family="9.4", description="East wins with the fourteen tiles of the deal.",
      example="123m456p789s234s5z +5z self_drawn heavenly"),
    P("blessing_of_earth", "Blessing of Earth", 155, "地和", family="9.4", description="Another player wins with the tiles of the deal on East's first discard.",
      example="123m456p789s234s5z +5z earthly seat=S"),
    # 10 Irregular hands
    P("thirteen_terminals", "Thirteen Terminals", 160, "十三么九", description="One each of the thirteen terminals and honours, and a second of one of them.",
      example="19m19p19s1234567z +1m"),
    P("seven_pairs", "Seven Pairs", 30, "七對子", description="Seven pairs held in hand; four of a tile not declared as a kong may count as two pairs.",
      example="1133m55p77p99s22z3z +3z"),
    # Bonus tiles: not official ZJ; these count only when the bonus_tiles option is on.
    P("seat_bonus_tile", "Seat Flower or Season", 4, unit=B, description="Each flower or season of your own seat, when playing with bonus tiles.",
      example="123m456p789s234s5z +5z 1f option.bonus_tiles=true"),
    P("other_bonus_tile", "Other Flower or Season", 2, unit=B, description="Each flower or season of another seat, when playing with bonus tiles.",
      example="123m456p789s234s5z +5z 2f option.bonus_tiles=true"),
    P("bonus_tile_set", "Set of Four Bonus Tiles", 10, unit=B, description="Each tile of a complete set of four flowers or four seasons, in place of its single value, when playing with bonus tiles.",
      example="123m456p789s234s5z +5z 1f2f3f4f option.bonus_tiles=true"),
)

RULE_SETS = [
    BuiltinRuleSet(
        slug="zung-jung",
        name="Zung Jung (official v3.3)",
        system="zung-jung",
        scheme="additive",
        limit=320,
        minimum=0,
        payment="formal",
        patterns=OFFICIAL,
        notes="Alan Kwan's Zung Jung v3.3: patterns add up, one per series, capped at 320; a hand with no pattern scores 1.",
    ),
]
