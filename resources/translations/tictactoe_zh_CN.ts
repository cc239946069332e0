<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>About</name>
    <message>
        <source>Tic-Tac-Toe %1</source>
        <translation>井字棋 %1</translation>
    </message>
    <message>
        <source>Tic-Tac-Toe %1: the whole m,n,k family, from 3x3 to Gomoku and Renju.

Python %2, Qt %3, PySide6 %4.
Your statistics, unfinished games and puzzles are kept in %5.</source>
        <translation>井字棋 %1：整个 m,n,k 家族，从 3x3 到五子棋和连珠。

Python %2，Qt %3，PySide6 %4。
你的统计、未下完的棋局和习题保存在 %5。</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
</context>
<context>
    <name>Access</name>
    <message>
        <source>%1, empty</source>
        <translation>%1，空</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>%1, on the winning line</source>
        <translation>%1，在获胜连线上</translation>
    </message>
    <message>
        <source>%1, the last move</source>
        <translation>%1，最后一手</translation>
    </message>
    <message>
        <source>%1, forbidden to Black</source>
        <translation>%1，黑方禁手</translation>
    </message>
    <message>
        <source>%1 plays %2: %3 in a row</source>
        <translation>%1 下在 %2：%3 子连线</translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <translation>%1 下在 %2</translation>
    </message>
    <message>
        <source>%1 taken back</source>
        <translation>%1 已悔回</translation>
    </message>
    <message>
        <source> and </source>
        <translation>和</translation>
    </message>
    <message>
        <source>Board, %1 by %2, %3 in a row wins</source>
        <translation>棋盘，%1 × %2，%3 子连线获胜</translation>
    </message>
    <message>
        <source>Arrow keys move the cursor from cell to cell; Space or Return plays on the cell under it</source>
        <translation>方向键在格子间移动光标；空格键或回车键在光标处落子</translation>
    </message>
</context>
<context>
    <name>Adapt</name>
    <message>
        <source>Adaptive: %1, level %2</source>
        <translation>自适应：%1，第 %2 级</translation>
    </message>
    <message>
        <source>Adaptive plays level %1, %2: there are no ratings on %3.</source>
        <translation>自适应选择第 %1 级（%2）：%3 没有等级分。</translation>
    </message>
    <message>
        <source>Adaptive plays level %1, %2: no level has a rating on %3 yet.</source>
        <translation>自适应选择第 %1 级（%2）：%3 上还没有任何级别有等级分。</translation>
    </message>
    <message>
        <source>Adaptive plays level %1, %2: you are not rated on %3 yet.</source>
        <translation>自适应选择第 %1 级（%2）：你在%3上还没有等级分。</translation>
    </message>
    <message>
        <source>Adaptive plays level %1, %2, and moves one level a game for now. %3.</source>
        <translation>自适应选择第 %1 级（%2），目前每局只升降一级。%3。</translation>
    </message>
    <message>
        <source>Adaptive plays level %1, %2, the nearest to you. %3.</source>
        <translation>自适应选择第 %1 级（%2），与你最接近。%3。</translation>
    </message>
    <message>
        <source>Adaptive plays level %1, %2.</source>
        <translation>自适应选择第 %1 级（%2）。</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>Analysing…</source>
        <translation>分析中…</translation>
    </message>
    <message>
        <source>Exact: every move solved</source>
        <translation>精确：每一步都已求解</translation>
    </message>
    <message>
        <source>Depth %1</source>
        <translation>深度 %1</translation>
    </message>
    <message numerus="yes">
        <source>Solving: %n move(s) exact</source>
        <translation>
            <numerusform>求解中：%n 步已精确</numerusform>
        </translation>
    </message>
    <message>
        <source>Solving…</source>
        <translation>求解中…</translation>
    </message>
    <message>
        <source>%1k positions/s</source>
        <translation>每秒 %1k 个局面</translation>
    </message>
    <message>
        <source>%1 positions/s</source>
        <translation>每秒 %1 个局面</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source> · %1 more</source>
        <translation> · 另有 %1 步</translation>
    </message>
    <message>
        <source>%1 played %2</source>
        <translation>%1 下了 %2</translation>
    </message>
    <message>
        <source>%1 considered</source>
        <translation>%1 考虑了</translation>
    </message>
    <message>
        <source>%1; it weighed (scores for X):&lt;br&gt;%2</source>
        <translation>%1；它权衡过（X 方的分数）：&lt;br&gt;%2</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>分析</translation>
    </message>
    <message>
        <source>Rest the pointer here to see the line on the board</source>
        <translation>将鼠标停在此处，可在棋盘上查看这条变化</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>单步</translation>
    </message>
    <message>
        <source>One computer move, then pause again</source>
        <translation>电脑走一步，然后再次暂停</translation>
    </message>
    <message>
        <source>Pause the computers&apos; game, or resume it; Step plays one move</source>
        <translation>暂停或继续电脑之间的对局；“单步”走一步</translation>
    </message>
    <message>
        <source>Best line: %1</source>
        <translation>最佳变化：%1</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>继续</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>和棋</translation>
    </message>
    <message>
        <source>%1 wins in %2</source>
        <translation>%1 %2 步胜</translation>
    </message>
    <message>
        <source>%1 wins in ≤ %2</source>
        <translation>%1 ≤ %2 步胜</translation>
    </message>
    <message>
        <source>Even</source>
        <translation>均势</translation>
    </message>
    <message>
        <source>Evaluation bar</source>
        <translation>形势条</translation>
    </message>
</context>
<context>
    <name>Choosing</name>
    <message>
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <source>Play Black (X): White moves next, then you</source>
        <translation>执黑（X）：白方先走，然后轮到你</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白方</translation>
    </message>
    <message>
        <source>Play White (O): you move next</source>
        <translation>执白（O）：接下来由你走</translation>
    </message>
    <message>
        <source>Two more</source>
        <translation>再放两子</translation>
    </message>
    <message>
        <source>Place two more stones, White then Black, and let the other player choose the colour</source>
        <translation>再放两子（先白后黑），让对方选择颜色</translation>
    </message>
</context>
<context>
    <name>Control</name>
    <message>
        <source>Game %1 of %2</source>
        <translation>第 %1 局，共 %2 局</translation>
    </message>
    <message>
        <source>Your game is kept: Resume on the menu returns to it</source>
        <translation>对局已保存：在菜单中点“继续”即可回到对局</translation>
    </message>
    <message>
        <source>Nothing to undo: the opening is being settled</source>
        <translation>没有可悔的棋：开局尚在商定</translation>
    </message>
    <message>
        <source>Nothing to undo</source>
        <translation>没有可悔的棋</translation>
    </message>
    <message>
        <source>Replay: %1</source>
        <translation>复盘：%1</translation>
    </message>
    <message>
        <source>the game is over in that position: pick an earlier move</source>
        <translation>该局面已经终局：请选择更早的一步</translation>
    </message>
    <message>
        <source>Set up: click a square for X, again for O, again to clear; then Play on</source>
        <translation>摆棋：点击格子放 X，再点放 O，再点清空；然后点“开始对弈”</translation>
    </message>
    <message>
        <source>not setting up a position</source>
        <translation>当前不在摆棋</translation>
    </message>
    <message>
        <source>Cannot play on: %1</source>
        <translation>无法开始对弈：%1</translation>
    </message>
    <message>
        <source>Nothing to undo: the opening&apos;s stones stay</source>
        <translation>没有可悔的棋：开局的棋子不能撤回</translation>
    </message>
    <message>
        <source>Nothing to undo: no person plays in this game</source>
        <translation>没有可悔的棋：本局没有真人玩家</translation>
    </message>
    <message>
        <source>Nothing to undo: the computer made the only move</source>
        <translation>没有可悔的棋：唯一的一步是电脑下的</translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <source>OK</source>
        <translation>确定</translation>
    </message>
</context>
<context>
    <name>Engines</name>
    <message>
        <source>%1 plays five in a row only (k=5)</source>
        <translation>%1 只能下五子连线（k=5）</translation>
    </message>
    <message>
        <source>An external engine (Gomocup protocol): %1</source>
        <translation>外部引擎（Gomocup 协议）：%1</translation>
    </message>
    <message>
        <source>cannot start {!r}: {}</source>
        <translation>无法启动 %1：%2</translation>
    </message>
    <message>
        <source>exited with status {}</source>
        <translation>已退出，状态码 %1</translation>
    </message>
    <message>
        <source>was killed by {}</source>
        <translation>被 %1 终止</translation>
    </message>
    <message>
        <source>closed its output but is still running</source>
        <translation>关闭了输出，但仍在运行</translation>
    </message>
    <message>
        <source>{} (stderr: {})</source>
        <translation>%1（错误输出：%2）</translation>
    </message>
    <message>
        <source>expected coordinates x,y, got {!r}</source>
        <translation>应为坐标 x,y，收到的是 %1</translation>
    </message>
    <message>
        <source>START&apos;s board size must be a whole number, not {!r}</source>
        <translation>START 的棋盘大小必须是整数，而不是 %1</translation>
    </message>
    <message>
        <source>the width must be a whole number, not {!r}</source>
        <translation>宽度必须是整数，而不是 %1</translation>
    </message>
    <message>
        <source>the height must be a whole number, not {!r}</source>
        <translation>高度必须是整数，而不是 %1</translation>
    </message>
    <message>
        <source>a BOARD line&apos;s field must be a whole number, not {!r}</source>
        <translation>BOARD 行的字段必须是整数，而不是 %1</translation>
    </message>
    <message>
        <source>line too long ({} characters)</source>
        <translation>行太长（%1 个字符）</translation>
    </message>
    <message>
        <source>{} takes no arguments (got {!r})</source>
        <translation>%1 不带参数（收到 %2）</translation>
    </message>
    <message>
        <source>RECTSTART takes width,height (got {!r})</source>
        <translation>RECTSTART 的参数是 宽,高（收到 %1）</translation>
    </message>
    <message>
        <source>{}: {}</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>INFO takes a key and a value (INFO timeout_turn 1000)</source>
        <translation>INFO 需要一个键和一个值（INFO timeout_turn 1000）</translation>
    </message>
    <message>
        <source>empty line</source>
        <translation>空行</translation>
    </message>
    <message>
        <source>a BOARD line is x,y,field or DONE, not {!r}</source>
        <translation>BOARD 行应为 x,y,字段 或 DONE，而不是 %1</translation>
    </message>
    <message>
        <source>a BOARD field is 1 (own), 2 (opponent) or 3, not {}</source>
        <translation>BOARD 字段应为 1（己方）、2（对方）或 3，而不是 %1</translation>
    </message>
    <message>
        <source>INFO rule takes a whole number (a bit mask), not {!r}</source>
        <translation>INFO rule 需要一个整数（位掩码），而不是 %1</translation>
    </message>
    <message>
        <source>rule {} is not played here: this engine plays 0 (freestyle), 1 (exactly five), 4 (renju) and 8 (caro), with or without 2 (continuous)</source>
        <translation>这里不下规则 %1：本引擎下 0（无禁手）、1（恰好五子）、4（连珠）和 8（caro），可带或不带 2（连续对局）</translation>
    </message>
    <message>
        <source>expected SWAP or one to three moves x,y, got {!r}</source>
        <translation>应为 SWAP 或一到三步 x,y，收到的是 %1</translation>
    </message>
    <message>
        <source>pbrain engine {!r}: no such file (give the engine&apos;s path, or the name of a command on PATH)</source>
        <translation>pbrain 引擎 %1：没有这个文件（请给出引擎的路径，或 PATH 中某个命令的名字）</translation>
    </message>
    <message>
        <source>pbrain engine {!r} is not executable (chmod +x it)</source>
        <translation>pbrain 引擎 %1 不可执行（请对它执行 chmod +x）</translation>
    </message>
    <message>
        <source>pbrain engine {!r}: {}</source>
        <translation>pbrain 引擎 %1：%2</translation>
    </message>
    <message>
        <source>pbrain engine {!r} {}</source>
        <translation>pbrain 引擎 %1 %2</translation>
    </message>
    <message>
        <source>pbrain engine {!r} did not answer ABOUT ({:g} s)</source>
        <translation>pbrain 引擎 %1 没有回应 ABOUT（%2 秒）</translation>
    </message>
    <message>
        <source>pbrain engine {!r} did not answer START for {}x{} in time ({:g} s)</source>
        <translation>pbrain 引擎 %1 没有及时回应 %2x%3 的 START（%4 秒）</translation>
    </message>
    <message>
        <source>pbrain engine {!r} did not answer ABOUT after INFO rule ({:g} s)</source>
        <translation>pbrain 引擎 %1 在 INFO rule 之后没有回应 ABOUT（%2 秒）</translation>
    </message>
    <message>
        <source>the engine did not answer RESTART ({:g} s)</source>
        <translation>引擎没有回应 RESTART（%1 秒）</translation>
    </message>
    <message>
        <source>pbrain engine {!r} plays five in a row: k={} needs an engine that knows the INFO k extension (its ABOUT says mnk=&quot;1&quot;, as tictactoe brain does)</source>
        <translation>pbrain 引擎 %1 只下五子连珠：k=%2 需要懂得 INFO k 扩展的引擎（它的 ABOUT 写有 mnk=&quot;1&quot;，tictactoe brain 就是这样）</translation>
    </message>
    <message>
        <source>pbrain engine {!r} refuses a {}x{} board: {}</source>
        <translation>pbrain 引擎 %1 拒绝 %2x%3 的棋盘：%4</translation>
    </message>
    <message>
        <source>pbrain engine {!r} does not play {.value} (INFO rule {}): {}</source>
        <translation>pbrain 引擎 %1 不下%2规则（INFO rule %3）：%4</translation>
    </message>
    <message>
        <source>the engine {}</source>
        <translation>引擎%1</translation>
    </message>
    <message>
        <source>no move within {:g} s (the limit is {:g} s a move, plus {:g} s of grace)</source>
        <translation>%1 秒内没有走棋（每步限时 %2 秒，另有 %3 秒宽限）</translation>
    </message>
    <message>
        <source>answered {!r} instead of a move</source>
        <translation>回答了 %1，而不是一步棋</translation>
    </message>
    <message>
        <source>played {}, an illegal move: {}</source>
        <translation>下了 %1，这是不合规则的一步：%2</translation>
    </message>
    <message>
        <source>chose White with {}, an illegal move: {}</source>
        <translation>以 %1 选择执白，这是不合规则的一步：%2</translation>
    </message>
    <message>
        <source>SWAP2BOARD: {}</source>
        <translation>SWAP2BOARD：%1</translation>
    </message>
    <message>
        <source>said {!r} when nothing was asked</source>
        <translation>在没有被问到时说了 %1</translation>
    </message>
    <message>
        <source>SWAP2BOARD asks nothing at the step {}</source>
        <translation>在步骤 %1 时 SWAP2BOARD 不问任何东西</translation>
    </message>
    <message>
        <source>expected {} stones, got {!r}</source>
        <translation>应为 %1 子，收到的是 %2</translation>
    </message>
    <message>
        <source>expected SWAP, one move or two moves, got {!r}</source>
        <translation>应为 SWAP、一步或两步，收到的是 %1</translation>
    </message>
    <message>
        <source>expected SWAP or one move, got {!r}</source>
        <translation>应为 SWAP 或一步，收到的是 %1</translation>
    </message>
    <message>
        <source>no answer within {:g} s</source>
        <translation>%1 秒内没有回答</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>Tic-Tac-Toe games</source>
        <translation>井字棋对局</translation>
    </message>
    <message>
        <source>Piskvork games</source>
        <translation>Piskvork 对局</translation>
    </message>
    <message>
        <source>SGF games</source>
        <translation>SGF 棋谱</translation>
    </message>
    <message>
        <source>board diagrams</source>
        <translation>棋盘图</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>所有文件 (*)</translation>
    </message>
    <message>
        <source>Games and positions (%1)</source>
        <translation>对局和局面 (%1)</translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation>打开对局</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>打开对局</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>正在打开 %1…</translation>
    </message>
    <message>
        <source>The file does not give its rule: it is read as freestyle</source>
        <translation>文件未写明规则：按自由规则读取</translation>
    </message>
    <message>
        <source>Could not open “%1”:
%2</source>
        <translation>无法打开“%1”：
%2</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>保存对局</translation>
    </message>
    <message>
        <source>Could not save “%1”:
%2</source>
        <translation>无法保存“%1”：
%2</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>已保存到 %1</translation>
    </message>
    <message>
        <source>Add engine (a Gomocup pbrain program)</source>
        <translation>添加引擎（Gomocup pbrain 程序）</translation>
    </message>
    <message>
        <source>Add engine</source>
        <translation>添加引擎</translation>
    </message>
    <message>
        <source>Could not use %1 as an engine:
%2</source>
        <translation>无法将 %1 用作引擎：
%2</translation>
    </message>
</context>
<context>
    <name>FirstRating</name>
    <message>
        <source>New to the game</source>
        <translation>新手</translation>
    </message>
    <message>
        <source>Played before</source>
        <translation>下过几盘</translation>
    </message>
    <message>
        <source>A strong player</source>
        <translation>高手</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>%1: level %2, %3</source>
        <translation>%1：第 %2 级，%3</translation>
    </message>
    <message>
        <source>Your first rating starts at a level of the ladder (%1) and then follows your games. You are asked only this once.</source>
        <translation>你的初始等级分从阶梯上的某一级开始（%1），之后随你的对局变化。此问题只问这一次。</translation>
    </message>
    <message>
        <source>Your first rating</source>
        <translation>你的初始等级分</translation>
    </message>
    <message>
        <source>How well do you know the game?</source>
        <translation>你对这个游戏熟悉吗？</translation>
    </message>
    <message>
        <source>Your first rating starts at level %1, %2</source>
        <translation>你的初始等级分从第 %1 级（%2）开始</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Back to the menu: no game starts</source>
        <translation>返回菜单：不开始对局</translation>
    </message>
</context>
<context>
    <name>GameFile</name>
    <message>
        <source>a list</source>
        <translation>一个列表</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>一个对象</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>文件是空的</translation>
    </message>
    <message>
        <source>this is a binary file, not a game record or a board diagram</source>
        <translation>这是二进制文件，不是棋谱也不是棋盘图</translation>
    </message>
    <message>
        <source>not UTF-8 text (a binary file?)</source>
        <translation>不是 UTF-8 文本（是二进制文件吗？）</translation>
    </message>
    <message>
        <source>holds control characters (a binary file?)</source>
        <translation>含有控制字符（是二进制文件吗？）</translation>
    </message>
    <message>
        <source>the text holds binary data (NUL characters)</source>
        <translation>文本中含有二进制数据（NUL 字符）</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>缺失</translation>
    </message>
    <message>
        <source>appears twice</source>
        <translation>出现了两次</translation>
    </message>
    <message>
        <source>holds control characters</source>
        <translation>含有控制字符</translation>
    </message>
    <message>
        <source>unknown side: use X and O</source>
        <translation>未知的一方：请用 X 和 O</translation>
    </message>
    <message>
        <source>not valid JSON</source>
        <translation>不是有效的 JSON</translation>
    </message>
    <message>
        <source>the file ends too early (is it truncated?)</source>
        <translation>文件提前结束了（是不是被截断了？）</translation>
    </message>
    <message>
        <source>the JSON is nested too deeply</source>
        <translation>JSON 嵌套过深</translation>
    </message>
    <message>
        <source>given beside &quot;help&quot;, which holds the hints since it exists: keep one</source>
        <translation>与 &quot;help&quot; 同时给出，而自从有了 &quot;help&quot;，提示就记在它里面：请只保留一个</translation>
    </message>
    <message>
        <source>null (not over)</source>
        <translation>null（未结束）</translation>
    </message>
    <message>
        <source>must be more than 0 (or null: no limit)</source>
        <translation>必须大于 0（或为 null：不限时）</translation>
    </message>
    <message>
        <source>the game is not over</source>
        <translation>对局尚未结束</translation>
    </message>
    <message>
        <source>the moves end in a draw</source>
        <translation>这些着法以和棋告终</translation>
    </message>
    <message>
        <source>an outcome by {} needs a winner</source>
        <translation>以 %1 结束的对局必须有胜者</translation>
    </message>
    <message>
        <source>an outcome by {} is a draw: it has no winner</source>
        <translation>以 %1 结束的对局是和棋：没有胜者</translation>
    </message>
    <message>
        <source>a draw can be called only when nobody can complete a line any more</source>
        <translation>只有在谁都无法再连成一线时才能判和</translation>
    </message>
    <message>
        <source>nobody can complete a line any more: the draw is called, not agreed</source>
        <translation>谁都无法再连成一线：这是判和，而不是协议和棋</translation>
    </message>
    <message>
        <source>the side to move must be X or O, not {!r}</source>
        <translation>轮走的一方必须是 X 或 O，而不是 %1</translation>
    </message>
    <message>
        <source>{} cannot be to move: X has {} marks and O has {}, so it is {}&apos;s turn (X moves first)</source>
        <translation>不可能轮到 %1 走：X 有 %2 子，O 有 %3 子，所以轮到 %4（X 先走）</translation>
    </message>
    <message>
        <source>no board found: write rows of X, O and &apos;.&apos;</source>
        <translation>没有找到棋盘：请写出由 X、O 和 &apos;.&apos; 组成的行</translation>
    </message>
    <message>
        <source>header lines such as &apos;k=4&apos; must come before the board</source>
        <translation>像 &apos;k=4&apos; 这样的头部行必须写在棋盘之前</translation>
    </message>
    <message>
        <source>blank line inside the board: the rows must be together</source>
        <translation>棋盘中间有空行：各行必须连在一起</translation>
    </message>
    <message>
        <source>a board diagram holds the position, not a draw by agreement: save this game as .ttt or .sgf</source>
        <translation>棋盘图只记录局面，无法记录协议和棋：请把这局棋存为 .ttt 或 .sgf</translation>
    </message>
    <message>
        <source>the last move is cut short (is the file truncated?)</source>
        <translation>最后一步不完整（文件是不是被截断了？）</translation>
    </message>
    <message>
        <source>a .psq file cannot hold a set-up start that is already won: save it as .ttt or .sgf</source>
        <translation>.psq 文件无法记录一个已经分出胜负的摆设局面：请存为 .ttt 或 .sgf</translation>
    </message>
    <message>
        <source>line {}</source>
        <translation>第 %1 行</translation>
    </message>
    <message>
        <source>line {}, column {}</source>
        <translation>第 %1 行第 %2 列</translation>
    </message>
    <message>
        <source>lines {}-{}</source>
        <translation>第 %1-%2 行</translation>
    </message>
    <message numerus="yes">
        <source>a number with {} digits</source>
        <translation>
            <numerusform>一个 %n 位数</numerusform>
        </translation>
    </message>
    <message>
        <source>{} nested too deeply</source>
        <translation>嵌套过深的%1</translation>
    </message>
    <message>
        <source>too large (over {} MB): a game record is a few kilobytes</source>
        <translation>文件太大（超过 %1 MB）：一局棋的记录只有几 KB</translation>
    </message>
    <message>
        <source>cannot read the file: {}</source>
        <translation>无法读取文件：%1</translation>
    </message>
    <message>
        <source>the file is named {} ({.title}) but holds what looks like {.title}: rename it {}</source>
        <translation>文件扩展名是 %1（%2），内容却像是%3：请改名为 %4</translation>
    </message>
    <message>
        <source>must be a whole number, not {}</source>
        <translation>必须是整数，而不是 %1</translation>
    </message>
    <message>
        <source>must be a whole number from 0 to {}, not {}</source>
        <translation>必须是 0 到 %1 之间的整数，而不是 %2</translation>
    </message>
    <message>
        <source>must be a number from {:g} to {:g}, not {}</source>
        <translation>必须是 %1 到 %2 之间的数，而不是 %3</translation>
    </message>
    <message>
        <source>must be a string, not {}</source>
        <translation>必须是字符串，而不是 %1</translation>
    </message>
    <message>
        <source>must be a list, not {}</source>
        <translation>必须是列表，而不是 %1</translation>
    </message>
    <message>
        <source>must be an object, not {}</source>
        <translation>必须是对象，而不是 %1</translation>
    </message>
    <message>
        <source>must be true or false, not {}</source>
        <translation>必须是 true 或 false，而不是 %1</translation>
    </message>
    <message>
        <source>must be one of {}, not {}</source>
        <translation>必须是 %1 之一，而不是 %2</translation>
    </message>
    <message>
        <source>must be &quot;X&quot; or &quot;O&quot;, not {}</source>
        <translation>必须是 &quot;X&quot; 或 &quot;O&quot;，而不是 %1</translation>
    </message>
    <message>
        <source>unknown field (known: {})</source>
        <translation>未知字段（已知字段：%1）</translation>
    </message>
    <message numerus="yes">
        <source>longer than {} characters</source>
        <translation>
            <numerusform>超过 %n 个字符</numerusform>
        </translation>
    </message>
    <message>
        <source>holds an invalid character (a lone surrogate, U+{:04X})</source>
        <translation>含有无效字符（孤立的代理项 U+%1）</translation>
    </message>
    <message>
        <source>holds {} entries; at most {} fit here</source>
        <translation>有 %1 项；这里最多只能有 %2 项</translation>
    </message>
    <message>
        <source>must be a pair of whole numbers [x, y], not {}</source>
        <translation>必须是一对整数 [x, y]，而不是 %1</translation>
    </message>
    <message>
        <source>not valid JSON: {}</source>
        <translation>不是有效的 JSON：%1</translation>
    </message>
    <message>
        <source>a game record must be a JSON object, not {}</source>
        <translation>棋谱必须是一个 JSON 对象，而不是 %1</translation>
    </message>
    <message>
        <source>missing: is this a game record? (expected &quot;format&quot;: &quot;{}&quot;)</source>
        <translation>缺失：这是棋谱吗？（应有 &quot;format&quot;: &quot;%1&quot;）</translation>
    </message>
    <message>
        <source>expected {!r}, found {}</source>
        <translation>应为 %1，实际是 %2</translation>
    </message>
    <message>
        <source>version {} is not supported (written by a newer program?); this program reads version {}</source>
        <translation>不支持版本 %1（由更新的程序写成？）；本程序读取版本 %2</translation>
    </message>
    <message>
        <source>version {} is not supported; this program reads version {}</source>
        <translation>不支持版本 %1；本程序读取版本 %2</translation>
    </message>
    <message>
        <source>unknown field (known fields: {})</source>
        <translation>未知字段（已知字段：%1）</translation>
    </message>
    <message>
        <source>must be an object like {{&quot;width&quot;: 3, &quot;height&quot;: 3, &quot;k&quot;: 3}}, not {}</source>
        <translation>必须是形如 {&quot;width&quot;: 3, &quot;height&quot;: 3, &quot;k&quot;: 3} 的对象，而不是 %1</translation>
    </message>
    <message>
        <source>must be null or an object {{&quot;rows&quot;: [...]}}</source>
        <translation>必须是 null 或对象 {&quot;rows&quot;: [...]}</translation>
    </message>
    <message>
        <source>must be a list of strings, not {}</source>
        <translation>必须是字符串列表，而不是 %1</translation>
    </message>
    <message>
        <source>must be a list of [x, y] pairs, not {}</source>
        <translation>必须是 [x, y] 对的列表，而不是 %1</translation>
    </message>
    <message>
        <source>must be an object like {{&quot;X&quot;: &quot;name&quot;, &quot;O&quot;: &quot;name&quot;}}, not {}</source>
        <translation>必须是形如 {&quot;X&quot;: &quot;name&quot;, &quot;O&quot;: &quot;name&quot;} 的对象，而不是 %1</translation>
    </message>
    <message>
        <source>must be an object like {{&quot;X&quot;: 0, &quot;O&quot;: 2}}, not {}</source>
        <translation>必须是形如 {&quot;X&quot;: 0, &quot;O&quot;: 2} 的对象，而不是 %1</translation>
    </message>
    <message>
        <source>must be an object like {{&quot;X&quot;: {{&quot;hint&quot;: 1}}}}, not {}</source>
        <translation>必须是形如 {&quot;X&quot;: {&quot;hint&quot;: 1}} 的对象，而不是 %1</translation>
    </message>
    <message>
        <source>must be an object like {{&quot;hint&quot;: 1}}, not {}</source>
        <translation>必须是形如 {&quot;hint&quot;: 1} 的对象，而不是 %1</translation>
    </message>
    <message>
        <source>unknown kind of help (known: {})</source>
        <translation>未知的帮助种类（已知：%1）</translation>
    </message>
    <message>
        <source>must be an object like {{&quot;termination&quot;: &quot;line&quot;, &quot;winner&quot;: &quot;X&quot;}}, not {}</source>
        <translation>必须是形如 {&quot;termination&quot;: &quot;line&quot;, &quot;winner&quot;: &quot;X&quot;} 的对象，而不是 %1</translation>
    </message>
    <message>
        <source>must be &quot;X&quot;, &quot;O&quot;, &quot;draw&quot; or null, not {}</source>
        <translation>必须是 &quot;X&quot;、&quot;O&quot;、&quot;draw&quot; 或 null，而不是 %1</translation>
    </message>
    <message>
        <source>must be &quot;X&quot;, &quot;O&quot; or null, not {}</source>
        <translation>必须是 &quot;X&quot;、&quot;O&quot; 或 null，而不是 %1</translation>
    </message>
    <message>
        <source>{} disagrees with the outcome ({.phrase})</source>
        <translation>%1 与结局（%2）不符</translation>
    </message>
    <message>
        <source>impossible start position: {}</source>
        <translation>不可能的起始局面：%1</translation>
    </message>
    <message>
        <source>impossible position: {}</source>
        <translation>不可能的局面：%1</translation>
    </message>
    <message>
        <source>must hold {} positions (one more than the moves judged), not {}</source>
        <translation>必须有 %1 个局面（比评判的着数多一个），而不是 %2</translation>
    </message>
    <message>
        <source>{} cannot be played there: {}</source>
        <translation>%1 不能下在那里：%2</translation>
    </message>
    <message>
        <source>{} is not on the {}x{} board (from {} to {})</source>
        <translation>%1 不在 %2x%3 的棋盘上（范围从 %4 到 %5）</translation>
    </message>
    <message>
        <source>{} is already taken by {}</source>
        <translation>%1 已被 %2 占据</translation>
    </message>
    <message>
        <source>{} is forbidden to Black under {.value}: {.phrase}</source>
        <translation>%1 在%2规则下是黑方禁手：%3</translation>
    </message>
    <message>
        <source>{} is a move after the end ({.phrase})</source>
        <translation>%1 是终局之后的一步（%2）</translation>
    </message>
    <message>
        <source>{} is a move after the end (the game is over)</source>
        <translation>%1 是终局之后的一步（对局已结束）</translation>
    </message>
    <message>
        <source>{.phrase} contradicts the moves: {}</source>
        <translation>结局“%1”与着法不符：%2</translation>
    </message>
    <message>
        <source>{} contradicts the moves: {}</source>
        <translation>%1 与着法不符：%2</translation>
    </message>
    <message>
        <source>the moves end with {} winning</source>
        <translation>这些着法以 %1 获胜告终</translation>
    </message>
    <message>
        <source>the game ended: {.phrase}</source>
        <translation>对局已结束：%1</translation>
    </message>
    <message numerus="yes">
        <source>has {} rows but the board is {} high</source>
        <translation>
            <numerusform>有 %n 行，但棋盘高度是 %2</numerusform>
        </translation>
    </message>
    <message>
        <source>{!r} is not a cell in a board row: use X, O or &apos;.&apos;</source>
        <translation>%1 不是棋盘行中的格子：请用 X、O 或 &apos;.&apos;</translation>
    </message>
    <message>
        <source>{!r} is not a cell in a board row: use X, O or &apos;.&apos; (zero is not the letter O)</source>
        <translation>%1 不是棋盘行中的格子：请用 X、O 或 &apos;.&apos;（数字零不是字母 O）</translation>
    </message>
    <message numerus="yes">
        <source>has {} cells but the board is {} wide</source>
        <translation>
            <numerusform>有 %n 格，但棋盘宽度是 %2</numerusform>
        </translation>
    </message>
    <message>
        <source>the row has {} cells but the first row ({}) has {}</source>
        <translation>这一行有 %1 格，但第一行（%2）有 %3 格</translation>
    </message>
    <message>
        <source>the board is {} cells wide; at most {} are allowed</source>
        <translation>棋盘宽 %1 格；最多允许 %2 格</translation>
    </message>
    <message>
        <source>the board is {} cells high; at most {} are allowed</source>
        <translation>棋盘高 %1 格；最多允许 %2 格</translation>
    </message>
    <message>
        <source>unknown setting {!r} (known: k, rule, to_move)</source>
        <translation>未知设置 %1（已知：k、rule、to_move）</translation>
    </message>
    <message>
        <source>{} is set twice (first on line {})</source>
        <translation>%1 设置了两次（第一次在第 %2 行）</translation>
    </message>
    <message>
        <source>k must be a whole number, not {!r}</source>
        <translation>k 必须是整数，而不是 %1</translation>
    </message>
    <message>
        <source>k={} here, but k={} was asked for</source>
        <translation>这里是 k=%1，但要求的是 k=%2</translation>
    </message>
    <message>
        <source>k must be between 1 and {} on a {}x{} board, not {!r}</source>
        <translation>在 %2x%3 的棋盘上 k 必须在 1 到 %1 之间，而不是 %4</translation>
    </message>
    <message>
        <source>to_move={} was asked for, but the file says {}</source>
        <translation>要求的是 to_move=%1，但文件里写的是 %2</translation>
    </message>
    <message>
        <source>expected a header like &apos;Piskvorky 15x15, 11:11, 0&apos;, not {!r}</source>
        <translation>应有形如 &apos;Piskvorky 15x15, 11:11, 0&apos; 的头部，而不是 %1</translation>
    </message>
    <message>
        <source>the board is {} cells wide; this program plays 1 to {}</source>
        <translation>棋盘宽 %1 格；本程序只下 1 到 %2 格</translation>
    </message>
    <message>
        <source>the board is {} cells high; this program plays 1 to {}</source>
        <translation>棋盘高 %1 格；本程序只下 1 到 %2 格</translation>
    </message>
    <message>
        <source>a {}x{} board cannot hold five in a row (a .psq game is Gomoku, k = 5)</source>
        <translation>%1x%2 的棋盘容不下五子连线（.psq 对局是五子棋，k = 5）</translation>
    </message>
    <message>
        <source>a move after the move list ended (on line {})</source>
        <translation>着法列表结束（第 %1 行）之后还有一步</translation>
    </message>
    <message>
        <source>{},{} is not on the {}x{} board (x 1..{}, y 1..{})</source>
        <translation>%1,%2 不在 %3x%4 的棋盘上（x 1..%5，y 1..%6）</translation>
    </message>
    <message>
        <source>the time must be milliseconds (a whole number), not {!r}</source>
        <translation>时间必须是毫秒数（整数），而不是 %1</translation>
    </message>
    <message>
        <source>expected a move &apos;x,y,time&apos;, not {!r}</source>
        <translation>应为一步 &apos;x,y,time&apos;，而不是 %1</translation>
    </message>
    <message>
        <source>a .psq file holds Gomoku (five in a row); this game has k={}: save it as .ttt</source>
        <translation>.psq 文件只记录五子棋（五子连线）；这局棋是 k=%1：请存为 .ttt</translation>
    </message>
    <message>
        <source>a .psq file holds the moves, not a draw by agreement: save this game as .ttt or .sgf</source>
        <translation>.psq 文件只记录着法，无法记录协议和棋：请把这局棋存为 .ttt 或 .sgf</translation>
    </message>
    <message>
        <source>a variation before any node: write &apos;(;&apos; then the moves</source>
        <translation>在任何节点之前出现了变化：请先写 &apos;(;&apos; 再写着法</translation>
    </message>
    <message>
        <source>&apos;)&apos; closes nothing</source>
        <translation>&apos;)&apos; 没有可闭合的内容</translation>
    </message>
    <message>
        <source>an empty game tree &apos;()&apos;: it needs at least one node</source>
        <translation>空的棋局树 &apos;()&apos;：至少需要一个节点</translation>
    </message>
    <message>
        <source>a node outside a game tree: an SGF file starts with &apos;(;&apos;</source>
        <translation>节点在棋局树之外：SGF 文件以 &apos;(;&apos; 开头</translation>
    </message>
    <message>
        <source>a node after a variation: nodes come before the variations of their tree</source>
        <translation>变化之后出现了节点：节点应写在所在树的变化之前</translation>
    </message>
    <message>
        <source>{!r} after the last game tree</source>
        <translation>最后一棵棋局树之后有 %1</translation>
    </message>
    <message>
        <source>{!r} where a node &apos;;&apos;, a variation &apos;(&apos; or its end &apos;)&apos; belongs</source>
        <translation>在应为节点 &apos;;&apos;、变化 &apos;(&apos; 或其结尾 &apos;)&apos; 的地方出现了 %1</translation>
    </message>
    <message>
        <source>property {!r} has no upper-case letters</source>
        <translation>属性 %1 没有大写字母</translation>
    </message>
    <message>
        <source>property {} has no value &apos;[...]&apos;</source>
        <translation>属性 %1 没有值 &apos;[...]&apos;</translation>
    </message>
    <message>
        <source>{} appears twice in one node</source>
        <translation>%1 在同一个节点中出现了两次</translation>
    </message>
    <message>
        <source>PL must be B or W, not {!r}</source>
        <translation>PL 必须是 B 或 W，而不是 %1</translation>
    </message>
    <message>
        <source>PL[{}] but the stones give the turn to {}</source>
        <translation>PL[%1]，但按棋子数应轮到 %2</translation>
    </message>
    <message>
        <source>SZ must be a whole number, not {!r}</source>
        <translation>SZ 必须是整数，而不是 %1</translation>
    </message>
    <message>
        <source>KIR (k in a row) must be a whole number, not {!r}</source>
        <translation>KIR（k 子连线）必须是整数，而不是 %1</translation>
    </message>
    <message>
        <source>GM[{}] is not Gomoku: this program reads GM[4] games</source>
        <translation>GM[%1] 不是五子棋：本程序读取 GM[4] 的对局</translation>
    </message>
    <message>
        <source>SZ must be n or w:h, not {!r}</source>
        <translation>SZ 必须是 n 或 w:h，而不是 %1</translation>
    </message>
    <message>
        <source>a {}x{} board cannot hold five in a row: add KIR[k] for k in a row</source>
        <translation>%1x%2 的棋盘容不下五子连线：请加上 KIR[k] 表示 k 子连线</translation>
    </message>
    <message>
        <source>RU[{}] is not a rule this program plays: it knows Freestyle, Standard, Renju, Caro</source>
        <translation>RU[%1] 不是本程序下的规则：它认识 Freestyle、Standard、Renju、Caro</translation>
    </message>
    <message>
        <source>{} is a pass: not a move in this game</source>
        <translation>%1 是停一手：这个游戏里没有这样的着法</translation>
    </message>
    <message>
        <source>{} is not a point: write two letters, column then row (aa is the top-left)</source>
        <translation>%1 不是一个点：请写两个字母，先列后行（aa 是左上角）</translation>
    </message>
    <message>
        <source>[{}] is not on the {}x{} board</source>
        <translation>[%1] 不在 %2x%3 的棋盘上</translation>
    </message>
    <message>
        <source>{}[{}]: the point has a stone already</source>
        <translation>%1[%2]：这个点上已经有子了</translation>
    </message>
    <message>
        <source>{} after the first node: set-up and board properties belong in the root</source>
        <translation>%1 出现在第一个节点之后：摆子和棋盘属性应放在根节点</translation>
    </message>
    <message>
        <source>{} holds {} values: a move is one</source>
        <translation>%1 有 %2 个值：一步棋只有一个值</translation>
    </message>
    <message>
        <source>{}[{}] but it is {}&apos;s turn</source>
        <translation>%1[%2]，但现在轮到 %3</translation>
    </message>
    <message>
        <source>RE[{}] (a draw) contradicts the moves: {} has a line</source>
        <translation>RE[%1]（和棋）与着法不符：%2 已连成一线</translation>
    </message>
    <message>
        <source>RE[{}] contradicts the moves: {} has a line</source>
        <translation>RE[%1] 与着法不符：%2 已连成一线</translation>
    </message>
    <message>
        <source>GC: {}</source>
        <translation>GC：%1</translation>
    </message>
    <message>
        <source>not an SGF file: it must start with &apos;(;&apos;</source>
        <translation>不是 SGF 文件：它必须以 &apos;(;&apos; 开头</translation>
    </message>
    <message>
        <source>the file ends before every &apos;(&apos; is closed (is it truncated?)</source>
        <translation>文件在所有 &apos;(&apos; 闭合之前就结束了（是不是被截断了？）</translation>
    </message>
    <message>
        <source>the file ends inside a value &apos;[...&apos; (is it truncated?)</source>
        <translation>文件在一个值 &apos;[...&apos; 中间结束了（是不是被截断了？）</translation>
    </message>
    <message>
        <source>B and W in one node: one move per node</source>
        <translation>B 和 W 在同一个节点里：每个节点只能有一步</translation>
    </message>
</context>
<context>
    <name>Help_</name>
    <message>
        <source>A hint is the engine&apos;s help. Take the hint?</source>
        <translation>提示是引擎的帮助。要看提示吗？</translation>
    </message>
    <message>
        <source>The analysis panel shows the engine&apos;s evaluation and best line. Open it?</source>
        <translation>分析面板会显示引擎的评估和最佳变化。要打开吗？</translation>
    </message>
    <message>
        <source>After a takeback you have seen the computer&apos;s reply to your move. Take the move back?</source>
        <translation>悔棋后你已经看到了电脑对你这步棋的应手。要悔棋吗？</translation>
    </message>
    <message>
        <source>This game will not be rated</source>
        <translation>本局将不计等级分</translation>
    </message>
    <message>
        <source>%1

This game will not be rated: a game in which you take help does not count for your rating. No goes back to the game, still rated.</source>
        <translation>%1

本局将不计等级分：接受了帮助的对局不计入你的等级分。选“否”回到对局，仍然计分。</translation>
    </message>
    <message numerus="yes">
        <source>%n hint(s)</source>
        <translation>
            <numerusform>%n 次提示</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n takeback(s)</source>
        <translation>
            <numerusform>%n 次悔棋</numerusform>
        </translation>
    </message>
    <message>
        <source>a look at the analysis panel</source>
        <translation>1 次分析面板</translation>
    </message>
    <message numerus="yes">
        <source>%n look(s) at the analysis panel</source>
        <translation>
            <numerusform>%n 次分析面板</numerusform>
        </translation>
    </message>
    <message>
        <source>the engine&apos;s knowledge shown</source>
        <translation>显示了引擎所知</translation>
    </message>
    <message>
        <source>a chosen start</source>
        <translation>自选的开局局面</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1和%2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>You took %1</source>
        <translation>你使用了%1</translation>
    </message>
    <message>
        <source>%1 took %2</source>
        <translation>%1 使用了%2</translation>
    </message>
    <message>
        <source>Hint: %1 looks best.</source>
        <translation>提示：%1 看起来最好。</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1。</translation>
    </message>
    <message>
        <source>you took %1 in this game</source>
        <translation>你在本局中使用了%1</translation>
    </message>
    <message>
        <source>Show what the engine knows was on</source>
        <translation>“显示引擎所知”已开启</translation>
    </message>
    <message>
        <source>the game began from a chosen position, not the empty board</source>
        <translation>本局从自选局面开始，而不是空棋盘</translation>
    </message>
    <message>
        <source>Not rated: %1.</source>
        <translation>不计分：%1。</translation>
    </message>
    <message>
        <source>Hint: no move to suggest</source>
        <translation>提示：没有可推荐的着法</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>提示：%1</translation>
    </message>
    <message>
        <source>Hint: %1 looks best (engine&apos;s score %2, depth %3)</source>
        <translation>提示：%1 看起来最好（引擎评分 %2，深度 %3）</translation>
    </message>
</context>
<context>
    <name>Keeper</name>
    <message>
        <source>Statistics are off this time: %1</source>
        <translation>本次不记录统计：%1</translation>
    </message>
    <message>
        <source>%1; it could not be moved aside either (%2)</source>
        <translation>%1；也无法将其移开（%2）</translation>
    </message>
    <message>
        <source>The unfinished game could not be resumed: %1.</source>
        <translation>无法继续未完成的对局：%1。</translation>
    </message>
    <message>
        <source>%1 It was set aside as %2 in %3.</source>
        <translation>%1 它已另存为 %3 中的 %2。</translation>
    </message>
    <message>
        <source> and </source>
        <translation>和</translation>
    </message>
    <message>
        <source>Autosave failed: %1 (in %2); Save your game by hand</source>
        <translation>自动保存失败：%1（在 %2）；请手动保存对局</translation>
    </message>
    <message>
        <source>The statistics could not be written: %1</source>
        <translation>无法写入统计：%1</translation>
    </message>
    <message>
        <source>The statistics could not be read: %1</source>
        <translation>无法读取统计：%1</translation>
    </message>
    <message>
        <source>This game is not in the statistics: they could not be written (%1).</source>
        <translation>本局未记入统计：无法写入（%1）。</translation>
    </message>
    <message numerus="yes">
        <source>%n finished game(s) back in your statistics</source>
        <translation>
            <numerusform>%n 局已下完的棋局回到了你的统计中</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unfinished game(s) back on the menu</source>
        <translation>
            <numerusform>%n 局未下完的棋局重新出现在菜单上</numerusform>
        </translation>
    </message>
    <message>
        <source>Files an earlier version of the game had set aside were read again: %1.</source>
        <translation>游戏的较早版本另存的文件已重新读取：%1。</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>The statistics could not be read (%1); they were set aside as %2 and new ones started.</source>
        <translation>无法读取统计（%1）；已另存为 %2，并开始新的统计。</translation>
    </message>
    <message>
        <source>1 game in the statistics could not be read (%1) and is left out; the file keeps it.</source>
        <translation>统计中有 1 局无法读取（%1），已略过；文件中仍保留它。</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) in the statistics could not be read (%1) and are left out; the file keeps them.</source>
        <translation>
            <numerusform>统计中有 %n 局无法读取（%1），已略过；文件中仍保留它们。</numerusform>
        </translation>
    </message>
    <message>
        <source>1 game in the statistics could not be read and is left out; the file keeps it.</source>
        <translation>统计中有 1 局无法读取，已略过；文件中仍保留它。</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) in the statistics could not be read and are left out; the file keeps them.</source>
        <translation>
            <numerusform>统计中有 %n 局无法读取，已略过；文件中仍保留它们。</numerusform>
        </translation>
    </message>
    <message>
        <source>1 game kept aside earlier was added to the statistics.</source>
        <translation>之前另存的 1 局已加入统计。</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) kept aside earlier were added to the statistics.</source>
        <translation>
            <numerusform>之前另存的 %n 局已加入统计。</numerusform>
        </translation>
    </message>
    <message>
        <source>The statistics file is damaged (%1), but another program has it open, so it was left where it is</source>
        <translation>统计文件已损坏（%1），但另一个程序正打开着它，所以未移动</translation>
    </message>
    <message>
        <source>The statistics file is in use by another program (%1)</source>
        <translation>统计文件正被另一个程序使用（%1）</translation>
    </message>
    <message>
        <source>The statistics file cannot be written (%1)</source>
        <translation>统计文件无法写入（%1）</translation>
    </message>
    <message>
        <source>The statistics file cannot be used (%1)</source>
        <translation>统计文件无法使用（%1）</translation>
    </message>
    <message>
        <source>The statistics file was written by a newer version of the game (%1), so this one leaves it as it is</source>
        <translation>统计文件由游戏的较新版本写入（%1），因此本版本保持其原样</translation>
    </message>
    <message>
        <source>your games so far are shown</source>
        <translation>显示的是你目前的对局</translation>
    </message>
    <message>
        <source>your games so far cannot be shown this time</source>
        <translation>本次无法显示你以往的对局</translation>
    </message>
    <message>
        <source>new games are kept aside and added to it at the next start that can write it</source>
        <translation>新的对局会另存，下次能写入时再加入</translation>
    </message>
    <message>
        <source>new games are not recorded this time</source>
        <translation>本次不记录新的对局</translation>
    </message>
    <message>
        <source>%1: %2, and %3.</source>
        <translation>%1：%2，并且%3。</translation>
    </message>
    <message>
        <source>you</source>
        <translation>你</translation>
    </message>
    <message>
        <source>game %1 of %2 over</source>
        <translation>第 %1 局（共 %2 局）已结束</translation>
    </message>
    <message>
        <source>game %1 of %2</source>
        <translation>第 %1 局，共 %2 局</translation>
    </message>
    <message>
        <source>move %1</source>
        <translation>第 %1 手</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 对 %2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message numerus="yes">
        <source>%1, %2, %n game(s)</source>
        <translation>
            <numerusform>%1，%2，共 %n 局</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
</context>
<context>
    <name>Keys</name>
    <message>
        <source>Undo: take back your last move</source>
        <translation>悔棋：收回你的上一步</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>保存对局</translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation>打开对局</translation>
    </message>
    <message>
        <source>Resume the kept game</source>
        <translation>继续保存的对局</translation>
    </message>
    <message>
        <source>Sound on or off</source>
        <translation>打开或关闭声音</translation>
    </message>
    <message>
        <source>Hint: the best move and every square&apos;s value (counted)</source>
        <translation>提示：最佳着法和每个格子的价值（计为帮助）</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>退出</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source> or </source>
        <translation> 或 </translation>
    </message>
</context>
<context>
    <name>Menu</name>
    <message>
        <source>Player 1</source>
        <translation>玩家 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>玩家 2</translation>
    </message>
    <message>
        <source>Alternate</source>
        <translation>轮流</translation>
    </message>
    <message>
        <source>the kept game is over but its series does not say so</source>
        <translation>保存的对局已结束，但其系列赛记录不符</translation>
    </message>
    <message>
        <source>the kept game&apos;s series is already over</source>
        <translation>保存的对局所属的系列赛已经结束</translation>
    </message>
    <message>
        <source>the kept game&apos;s players %1 are not its series&apos; %2</source>
        <translation>保存的对局的玩家 %1 与其系列赛的 %2 不符</translation>
    </message>
    <message>
        <source>type the board width</source>
        <translation>请输入棋盘宽度</translation>
    </message>
    <message>
        <source>type the board height</source>
        <translation>请输入棋盘高度</translation>
    </message>
    <message>
        <source>type k (marks in a row to win)</source>
        <translation>请输入 k（连成几子获胜）</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>继续</translation>
    </message>
    <message>
        <source>Return to the game you left, exactly where it was</source>
        <translation>回到你离开的对局，原样继续</translation>
    </message>
    <message>
        <source>Tic-Tac-Toe</source>
        <translation>井字棋</translation>
    </message>
    <message>
        <source>m,n,k: any board up to 20x20, k in a row wins. Return plays, Ctrl+O opens a game, Esc quits.</source>
        <translation>m,n,k 棋：最大 20x20 的任意棋盘，k 子连线获胜（k=5 即五子棋）。回车开始，Ctrl+O 打开对局，Esc 退出。</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>棋盘</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>宽</translation>
    </message>
    <message>
        <source>Width: %1 to %2</source>
        <translation>宽：%1 到 %2</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>高</translation>
    </message>
    <message>
        <source>Height: %1 to %2</source>
        <translation>高：%1 到 %2</translation>
    </message>
    <message>
        <source>k in a row</source>
        <translation>连子数 k</translation>
    </message>
    <message>
        <source>marks in a row to win: 1 to the longest side</source>
        <translation>连成几子获胜：1 到最长边</translation>
    </message>
    <message>
        <source>Who starts (plays X)</source>
        <translation>谁先走（执 X）</translation>
    </message>
    <message>
        <source>Games in the series</source>
        <translation>系列赛局数</translation>
    </message>
    <message>
        <source>Mute sound</source>
        <translation>静音</translation>
    </message>
    <message>
        <source>Show what the engine knows</source>
        <translation>显示引擎所知</translation>
    </message>
    <message>
        <source>In your games, show the proven result, the evaluation and the best line from the start. It is help: your games are not rated while it is on. (Games between computers always show it.)</source>
        <translation>在你的对局中，从一开始就显示已证明的结果、评估和最佳变化。这算作帮助：开启时你的对局不计等级分。（电脑之间的对局总是显示。）</translation>
    </message>
    <message>
        <source>The other unfinished games, each kept until it is finished</source>
        <translation>其他未完成的对局，每局都会保留到下完为止</translation>
    </message>
    <message>
        <source>Resume it</source>
        <translation>继续该局</translation>
    </message>
    <message>
        <source>Return to the unfinished game, exactly where it was</source>
        <translation>回到未完成的对局，原样继续</translation>
    </message>
    <message>
        <source>Start the new game</source>
        <translation>开始新对局</translation>
    </message>
    <message>
        <source>Resume: %1</source>
        <translation>继续：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n more unfinished game(s)</source>
        <translation>
            <numerusform>另有 %n 局未完成</numerusform>
        </translation>
    </message>
    <message>
        <source>Start %1; the unfinished game stays kept for Resume</source>
        <translation>开始 %1；未完成的对局仍保留，可随时继续</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>Start the game (Return)</source>
        <translation>开始对局（回车）</translation>
    </message>
    <message>
        <source>Set up…</source>
        <translation>摆棋…</translation>
    </message>
    <message>
        <source>Set up a position: place marks freely, then play on</source>
        <translation>摆一个局面：自由放置棋子，然后开始对弈</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>打开…</translation>
    </message>
    <message>
        <source>Open a saved game or a board diagram (Ctrl+O)</source>
        <translation>打开保存的对局或棋盘图（Ctrl+O）</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>统计</translation>
    </message>
    <message>
        <source>Your results against each opponent, on each board</source>
        <translation>你对每个对手、在每种棋盘上的成绩</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>习题</translation>
    </message>
    <message>
        <source>Winning positions to solve, near your puzzle rating</source>
        <translation>有胜着的局面，难度接近你的习题等级分</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>设置…</translation>
    </message>
    <message>
        <source>The theme, the board&apos;s style, the language and other settings</source>
        <translation>主题、棋盘样式、语言和其他设置</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>退出</translation>
    </message>
    <message>
        <source>Quit (Esc)</source>
        <translation>退出（Esc）</translation>
    </message>
    <message>
        <source>Choose a %1 by %2 board, %3 in a row wins</source>
        <translation>选择 %1 × %2 的棋盘，%3 子连线获胜</translation>
    </message>
    <message>
        <source>Player 1 plays X and starts every game</source>
        <translation>每局都由玩家 1 执 X 先走</translation>
    </message>
    <message>
        <source>Player 2 plays X and starts every game</source>
        <translation>每局都由玩家 2 执 X 先走</translation>
    </message>
    <message>
        <source>The players take turns to start and play X</source>
        <translation>双方轮流执 X 先走</translation>
    </message>
    <message>
        <source>How many games the series has, 1 to %1</source>
        <translation>系列赛的局数，1 到 %1</translation>
    </message>
    <message>
        <source>Turn the game&apos;s sounds off, or on again</source>
        <translation>关闭或重新打开游戏声音</translation>
    </message>
    <message>
        <source>Who starts (proposes)</source>
        <translation>谁先手（摆开局）</translation>
    </message>
    <message>
        <source>Unfinished game: %1
New game: %2 (in its place)</source>
        <translation>未完成的对局：%1
新对局：%2（将取而代之）</translation>
    </message>
    <message>
        <source>Unfinished game: %1
New game: %2</source>
        <translation>未完成的对局：%1
新对局：%2</translation>
    </message>
    <message>
        <source>Start %1; the unfinished game is given up</source>
        <translation>开始 %1；放弃未完成的对局</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>k or more in a row wins (Tic-Tac-Toe, free Gomoku)</source>
        <translation>连成 k 子或更多即胜（井字棋、无禁手五子棋）</translation>
    </message>
    <message>
        <source>Exactly k in a row wins; a longer row does not</source>
        <translation>恰好连成 k 子才胜，更长的连子不算</translation>
    </message>
    <message>
        <source>Five in a row: Black may not make a double three, a double four or an overline, and wins with exactly five; White wins with five or more</source>
        <translation>五子连珠：黑方不得走三三、四四或长连，恰好五子才胜；白方五子或更多即胜</translation>
    </message>
    <message>
        <source>Five in a row: six or more wins, and a five wins unless both its ends are blocked</source>
        <translation>五子：六子或更多即胜；五子仅在两端未被同时堵住时才胜</translation>
    </message>
    <message>
        <source>The player who starts plays X (Black) and moves first</source>
        <translation>先手方执 X（黑）并先走</translation>
    </message>
    <message>
        <source>The player who starts places three stones (Black, White, Black); the other picks a colour</source>
        <translation>先手方摆三子（黑、白、黑），对方选择颜色</translation>
    </message>
    <message>
        <source>As swap, but the other may instead place two more stones (White, Black) and let the first pick the colour</source>
        <translation>同交换，但对方也可以再放两子（白、黑），让先手方选择颜色</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>开局</translation>
    </message>
    <message>
        <source>Rules…</source>
        <translation>规则…</translation>
    </message>
    <message>
        <source>How each rule is played, with diagrams, and the swap openings</source>
        <translation>每种规则的玩法（附图）以及交换开局</translation>
    </message>
    <message>
        <source>What wins, and under renju what Black may not play</source>
        <translation>怎样算胜，以及连珠规则下黑方不能走哪里</translation>
    </message>
    <message>
        <source>What wins, and under renju what Black may not play (renju and caro: five in a row only)</source>
        <translation>怎样算胜，以及连珠规则下黑方不能走哪里（连珠和 Caro 仅限五子）</translation>
    </message>
    <message>
        <source>How the colours are settled</source>
        <translation>怎样决定颜色</translation>
    </message>
    <message>
        <source>How the colours are settled (swap and swap2: five in a row on boards of %1x%1 and up)</source>
        <translation>怎样决定颜色（交换和交换2：五子，棋盘 %1x%1 及以上）</translation>
    </message>
    <message>
        <source>✓ %1x%2 board, %3 in a row wins (%4); %5 opening</source>
        <translation>✓ %1x%2 棋盘，连成 %3 子即胜（%4）；%5开局</translation>
    </message>
    <message>
        <source>✓ %1x%2 board, %3 in a row wins; %4 opening</source>
        <translation>✓ %1x%2 棋盘，连成 %3 子即胜；%4开局</translation>
    </message>
    <message>
        <source>✓ %1x%2 board, %3 in a row wins (%4)</source>
        <translation>✓ %1x%2 棋盘，连成 %3 子即胜（%4）</translation>
    </message>
    <message>
        <source>✓ %1x%2 board, %3 in a row wins</source>
        <translation>✓ %1x%2 棋盘，%3 子连线获胜</translation>
    </message>
</context>
<context>
    <name>Moves</name>
    <message>
        <source>Moves</source>
        <translation>棋谱</translation>
    </message>
    <message>
        <source>Move list</source>
        <translation>着法列表</translation>
    </message>
    <message>
        <source>First</source>
        <translation>第一步</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Home</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>后退</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>左</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>前进</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>右</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>最后一步</translation>
    </message>
    <message>
        <source>End</source>
        <translation>End</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Auto</source>
        <translation>自动</translation>
    </message>
    <message>
        <source>Replay the moves one by one</source>
        <translation>逐步重放着法</translation>
    </message>
    <message>
        <source>Replay speed</source>
        <translation>重放速度</translation>
    </message>
    <message>
        <source>speed</source>
        <translation>速度</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>从这里下</translation>
    </message>
    <message>
        <source>A new game from the position shown, with any players</source>
        <translation>从当前显示的局面开始新对局，玩家任选</translation>
    </message>
    <message>
        <source>How fast Auto replays the moves</source>
        <translation>自动重放的速度</translation>
    </message>
    <message>
        <source>Every move of the game: choose one to see the position after it (Home, Left, Right and End step through them)</source>
        <translation>本局的每一步：选择一步可查看其后的局面（Home、左、右和 End 键逐步浏览）</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>开局</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
</context>
<context>
    <name>Over</name>
    <message>
        <source>Play again</source>
        <translation>再来一局</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>菜单</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>退出</translation>
    </message>
    <message>
        <source>Save game…</source>
        <translation>保存对局…</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>复盘</translation>
    </message>
    <message>
        <source>Step through the game move by move</source>
        <translation>一步一步地回看本局</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>复盘分析</translation>
    </message>
    <message>
        <source>Every move judged by the engine, your accuracy, and your mistakes to learn from</source>
        <translation>引擎评判每一步、你的准确率，以及可供学习的失误</translation>
    </message>
    <message>
        <source>The next game of the series, or a new one, with the same players and board</source>
        <translation>系列赛的下一局，或用相同的玩家和棋盘再来一局</translation>
    </message>
    <message>
        <source>Quit the game</source>
        <translation>退出游戏</translation>
    </message>
    <message>
        <source>Save this game to a file (Ctrl+S)</source>
        <translation>将本局保存到文件（Ctrl+S）</translation>
    </message>
    <message>
        <source>Games of the series</source>
        <translation>系列赛各局</translation>
    </message>
    <message>
        <source>Who won each game of the series so far</source>
        <translation>系列赛到目前为止每局的胜者</translation>
    </message>
    <message>
        <source>Scorecard</source>
        <translation>记分卡</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>胜</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>和</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>负</translation>
    </message>
    <message>
        <source>you win the series</source>
        <translation>你赢得系列赛</translation>
    </message>
    <message>
        <source>%1 wins the series</source>
        <translation>%1 赢得系列赛</translation>
    </message>
    <message>
        <source>This session, %1. %2: %3, %4, %5</source>
        <translation>本次共 %1。%2：%3，%4，%5</translation>
    </message>
    <message>
        <source>the series is level</source>
        <translation>系列赛打平</translation>
    </message>
    <message>
        <source>Series over: %1</source>
        <translation>系列赛结束：%1</translation>
    </message>
    <message>
        <source>Game %1 of %2</source>
        <translation>第 %1 局，共 %2 局</translation>
    </message>
    <message numerus="yes">
        <source>Final scorecard: %1 of %n game(s)</source>
        <translation>
            <numerusform>最终记分：%1 / %n 局</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Scorecard so far: %1 of %n game(s)</source>
        <translation>
            <numerusform>目前记分：%1 / %n 局</numerusform>
        </translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>和棋</translation>
    </message>
    <message>
        <source>%1 won</source>
        <translation>%1 胜</translation>
    </message>
    <message>
        <source>Game %1: %2 (%3 started)</source>
        <translation>第 %1 局：%2（%3 先走）</translation>
    </message>
    <message>
        <source>New series</source>
        <translation>新系列赛</translation>
    </message>
    <message>
        <source>Next game</source>
        <translation>下一局</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n 局</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n win(s)</source>
        <translation>
            <numerusform>%n 胜</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n draw(s)</source>
        <translation>
            <numerusform>%n 和</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n loss(es)</source>
        <translation>
            <numerusform>%n 负</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Overlay</name>
    <message>
        <source>%1: forbidden to Black</source>
        <translation>%1：黑方禁手</translation>
    </message>
</context>
<context>
    <name>PlayFrom</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>从这里下</translation>
    </message>
    <message>
        <source>A new game from the position after move %1: %2 to move.</source>
        <translation>从第 %1 手之后的局面开始新对局：轮到 %2 走。</translation>
    </message>
    <message>
        <source>A new game from the start: %1 to move.</source>
        <translation>从开局开始新对局：轮到 %1 走。</translation>
    </message>
    <message>
        <source>The new game will not be rated: it starts from a chosen position, not the empty board.</source>
        <translation>新对局不计等级分：它从自选局面开始，而不是空棋盘。</translation>
    </message>
    <message>
        <source>Player for %1</source>
        <translation>%1 方的玩家</translation>
    </message>
    <message>
        <source>Who plays %1 in the new game</source>
        <translation>新对局中由谁执 %1</translation>
    </message>
    <message>
        <source>%1 plays:</source>
        <translation>%1 方：</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>Start the new game from this position</source>
        <translation>从这个局面开始新对局</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Keep the game as it is</source>
        <translation>保持对局不变</translation>
    </message>
</context>
<context>
    <name>Players</name>
    <message>
        <source>Human</source>
        <translation>真人</translation>
    </message>
    <message>
        <source>You: click a cell to play.</source>
        <translation>你自己：点击格子落子。</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>入门</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>简单</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>中等</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>困难</translation>
    </message>
    <message>
        <source>The engine at full strength within 1 s per move (exact where it can be).</source>
        <translation>全力的引擎，每步 1 秒（能精确时就精确）。</translation>
    </message>
    <message>
        <source>Perfect</source>
        <translation>完美</translation>
    </message>
    <message>
        <source>Exact wherever the position can be solved (always on 3x3 and 4x4); never loses a game that can be drawn, and picks the moves that give you the most chances to go wrong. On large boards: the strongest search, 3 s per move.</source>
        <translation>凡是能求解的局面都下得精确（3x3 和 4x4 上总是如此）；能和的棋绝不会输，并挑选让你最容易出错的着法。在大棋盘上：最强的搜索，每步 3 秒。</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>级别</translation>
    </message>
    <message>
        <source>Adaptive</source>
        <translation>自适应</translation>
    </message>
    <message>
        <source>Picks, for each new game in the app, the level that matches your rating on the board (the lowest level until you have one), and says which.</source>
        <translation>每开一局新棋，都选出与你在该棋盘上的等级分相当的级别（在你有等级分之前用最低级），并告诉你是哪一级。</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>随机</translation>
    </message>
    <message>
        <source>Plays uniformly at random.</source>
        <translation>完全随机落子。</translation>
    </message>
    <message>
        <source>Forecaster</source>
        <translation>预言家</translation>
    </message>
    <message>
        <source>From TRYST&apos;98 Tic Tac Toe (Anshul Sood and Ankit Jain, New Delhi, 1998). It weighs its chances of winning: the best of its own moves, the average of yours (you take a win at once when you have one); 0.5 at the horizon. Foresight sets how far it looks; the draw value sets how much it likes a draw (0 attacks, 1 defends).</source>
        <translation>来自 TRYST&apos;98 Tic Tac Toe（Anshul Sood 与 Ankit Jain，新德里，1998）。它估算自己的胜率：取自己着法中最好的，对你的着法取平均（你有胜着时会立即取胜）；视野尽头记 0.5。“预见”决定它看多远；“和棋价值”决定它多喜欢和棋（0 进攻，1 防守）。</translation>
    </message>
    <message>
        <source>Foresight</source>
        <translation>预见</translation>
    </message>
    <message>
        <source>level of foresight (a level is a move by each side); &apos;expert&apos; looks deep enough to be exact</source>
        <translation>预见的层数（一层是双方各走一步）；“专家”看得足够深，可以精确</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>专家</translation>
    </message>
    <message>
        <source>Draw value</source>
        <translation>和棋价值</translation>
    </message>
    <message>
        <source>the value of a drawn game: 0 totally attacking .. 1 totally defensive</source>
        <translation>和棋的价值：0 完全进攻 .. 1 完全防守</translation>
    </message>
    <message>
        <source>Lookahead</source>
        <translation>前瞻</translation>
    </message>
    <message>
        <source>From the lookahead article on game trees. It scores positions a few moves ahead; a win scores infinity/level, so it prefers the quickest win, and a lower win score makes it more defensive.</source>
        <translation>来自一篇讲博弈树前瞻的文章。它为几步之后的局面打分；胜局得分为“无穷大/层数”，所以偏爱最快的胜利，胜局得分越低它越偏防守。</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>深度</translation>
    </message>
    <message>
        <source>plies to look ahead</source>
        <translation>向前看的步数</translation>
    </message>
    <message>
        <source>Infinity (win score)</source>
        <translation>无穷大（胜局得分）</translation>
    </message>
    <message>
        <source>the score of a win</source>
        <translation>胜局的得分</translation>
    </message>
    <message>
        <source>Level {} of the ladder (level:{}): {}</source>
        <translation>阶梯第 %1 级（level:%2）：%3</translation>
    </message>
    <message>
        <source>The difficulty ladder, from a first game (level:1) to the full engine (level:{}, Hard): write level:N; each rung says what it always sees and plays a little better than the one below.</source>
        <translation>难度阶梯，从第一盘棋（level:1）到全力的引擎（level:%1，困难）：写作 level:N；每一级都说明它总能看到什么，并比下一级稍强。</translation>
    </message>
    <message>
        <source>13 Rules</source>
        <translation>13 条规则</translation>
    </message>
    <message>
        <source>From TICTACTO.PAS, a Pascal program. It plays the centre, then follows 13 rules in order: win, block, make or stop double threats, and so on.</source>
        <translation>来自 Pascal 程序 TICTACTO.PAS。它先占中心，然后依次遵循 13 条规则：取胜、阻挡、制造或阻止双重威胁，等等。</translation>
    </message>
    <message>
        <source>Classic 3x3</source>
        <translation>经典 3x3</translation>
    </message>
    <message>
        <source>From Theme05lab05, a programming lab. Perfect on 3x3 by rules: win, block, fork, block a fork, centre, opposite corner, corner, side. UltraHardCore adds the forcing move that stops the one fork it would miss. 3x3 only.</source>
        <translation>来自编程实验 Theme05lab05。按规则在 3x3 上下得完美：取胜、阻挡、做双、破双、中心、对角、角、边。UltraHardCore 增加了一步逼着，挡住它原本会漏掉的那个双杀。仅限 3x3。</translation>
    </message>
    <message>
        <source>UltraHardCore</source>
        <translation>UltraHardCore</translation>
    </message>
    <message>
        <source>UltraHardCore: answer the diagonal fork set-up with a forcing move</source>
        <translation>UltraHardCore：用逼着应对对角线上的双杀布局</translation>
    </message>
    <message>
        <source>Keen</source>
        <translation>用心</translation>
    </message>
    <message>
        <source>Steady</source>
        <translation>稳健</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>棋社</translation>
    </message>
    <message>
        <source>Reads a move ahead with the engine nine moves in twenty, else plays like Steady.</source>
        <translation>二十步中有九步用引擎往后算一步，其余时候像“稳健”一样下。</translation>
    </message>
    <message>
        <source>Skilled</source>
        <translation>熟练</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>强手</translation>
    </message>
    <message>
        <source>A first game: wins at once when it can, otherwise plays near the stones almost at random; blocks a four most of the time.</source>
        <translation>第一盘棋的水平：能立即获胜时就赢，否则几乎随机地在棋子附近落子；大多数时候会挡冲四。</translation>
    </message>
    <message>
        <source>Plays the shapes a one-move look suggests, loosely; blocks every four, often overlooks an open three.</source>
        <translation>粗略地按只看一步的棋形下棋；每个四都挡，但常常漏看活三。</translation>
    </message>
    <message>
        <source>Blocks every four; sees an open three, or the open four it could make, about half the time.</source>
        <translation>每个四都挡；大约一半的时候能看到活三，或自己能走成的活四。</translation>
    </message>
    <message>
        <source>Sees most open threes and its own open fours; still prefers a slightly worse shape now and then.</source>
        <translation>能看到大多数活三和自己的活四；偶尔仍会选稍差的棋形。</translation>
    </message>
    <message>
        <source>Always makes its open four and blocks every open three; no reading ahead.</source>
        <translation>总会走成自己的活四，并挡住每个活三；不往后算。</translation>
    </message>
    <message>
        <source>Reads up to two moves ahead two moves in three (three in five on 9x9 to 12x12 under renju), else plays like Steady.</source>
        <translation>三步中有两步（连珠规则下在9x9到12x12的棋盘上为五步中有三步）最多往后算两步，其余时候像“稳健”一样下。</translation>
    </message>
    <message>
        <source>Reads up to four moves ahead every move (on 15x15 mostly two to four); on one in five (two in five on 9x9 to 12x12 under renju) it plays its intuition instead, unless its reading shows that move losing.</source>
        <translation>每步最多往后算四步（在15x15上通常两到四步）；五步中有一步（连珠规则下在9x9到12x12的棋盘上为五步中有两步）改凭直觉下，除非计算表明那步会输。</translation>
    </message>
    <message>
        <source>Reads up to five moves ahead (on 15x15 mostly three to five); slips to its intuition one move in twenty-five (one in six on 9x9 to 12x12 under renju).</source>
        <translation>最多往后算五步（在15x15上通常三到五步）；二十五步中有一步（连珠规则下在9x9到12x12的棋盘上为六步中有一步）会改凭直觉。</translation>
    </message>
    <message>
        <source>The engine at full strength within 1 s a move: wins by fours and threes, its own and the opponent&apos;s, as far as its search reaches.</source>
        <translation>全力的引擎，每步 1 秒：在搜索所及范围内，看得到双方靠冲四和活三取胜的手段。</translation>
    </message>
    <message>
        <source>its own win in one</source>
        <translation>自己一步就能赢的棋</translation>
    </message>
    <message>
        <source>the opponent&apos;s four (a win in one) to block</source>
        <translation>要挡住的对方的四（一步就赢）</translation>
    </message>
    <message>
        <source>its own open four or double four (a win in two moves)</source>
        <translation>自己的活四或双四（两步取胜）</translation>
    </message>
    <message>
        <source>the opponent&apos;s open three (the point of its open four) to block</source>
        <translation>要挡住的对方的活三（挡在其成活四的点）</translation>
    </message>
    <message>
        <source>its own win by two fours in a row</source>
        <translation>自己连续两次冲四取胜</translation>
    </message>
    <message>
        <source>Level %1 · %2</source>
        <translation>第 %1 级 · %2</translation>
    </message>
    <message>
        <source>plays {} only, not {}; choose another player for this rule</source>
        <translation>只下%1规则，不下%2规则；请为这个规则选择其他玩家</translation>
    </message>
    <message>
        <source>choose another player for this board</source>
        <translation>请为这个棋盘选择其他玩家</translation>
    </message>
    <message>
        <source>plays only %1x%2 with k=%3; %4</source>
        <translation>只能下 %1x%2、k=%3 的棋；%4</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>cannot play this board: %1</source>
        <translation>不能下这个棋盘：%1</translation>
    </message>
    <message>
        <source>Player %1 (%2): %3</source>
        <translation>玩家 %1（%2）：%3</translation>
    </message>
    <message>
        <source>The difficulty ladder: ten levels from a first game to the full engine (Hard). Pick one in the list; the ★ marks the one a little above your rating.</source>
        <translation>难度阶梯：从第一盘棋到全力的引擎（困难）共十级。在列表中选一级；★ 标出比你的等级分略高的那一级。</translation>
    </message>
    <message>
        <source>Starting engine…</source>
        <translation>正在启动引擎…</translation>
    </message>
    <message>
        <source>Add engine…</source>
        <translation>添加引擎…</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1: level</source>
        <translation>%1：级别</translation>
    </message>
    <message>
        <source>More players</source>
        <translation>更多玩家</translation>
    </message>
    <message>
        <source>The historical players of the source documents, Random and the external engines you added: pick one in the list</source>
        <translation>原始文献中的历史玩家、随机玩家和你添加的外部引擎：在列表中选一个</translation>
    </message>
    <message>
        <source>%1: more players</source>
        <translation>%1：更多玩家</translation>
    </message>
    <message>
        <source>Add an external Gomoku engine (a program that speaks the Gomocup pbrain protocol): it joins both lists of more players and plays for %1</source>
        <translation>添加外部五子棋引擎（支持 Gomocup pbrain 协议的程序）：它会加入双方的“更多玩家”列表，并为%1下棋</translation>
    </message>
    <message>
        <source>Choose the level %1 plays at</source>
        <translation>选择%1的级别</translation>
    </message>
    <message>
        <source>Choose one of the other players for %1</source>
        <translation>为%1选择其他玩家</translation>
    </message>
    <message>
        <source>Level %1, %2. %3 %4</source>
        <translation>第 %1 级，%2。%3 %4</translation>
    </message>
    <message>
        <source>%1  ★ suggested</source>
        <translation>%1  ★ 推荐</translation>
    </message>
    <message>
        <source>★ Suggested: %1</source>
        <translation>★ 推荐：%1</translation>
    </message>
    <message>
        <source>attack</source>
        <translation>进攻</translation>
    </message>
    <message>
        <source>defend</source>
        <translation>防守</translation>
    </message>
    <message>
        <source>Level %1</source>
        <translation>第 %1 级</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>Playing</name>
    <message>
        <source>Players</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Move now</source>
        <translation>立即走棋</translation>
    </message>
    <message>
        <source>Make the computer move at once</source>
        <translation>让电脑立即走棋</translation>
    </message>
    <message>
        <source>Play on</source>
        <translation>开始对弈</translation>
    </message>
    <message>
        <source>Play on from the position you set up</source>
        <translation>从你摆好的局面开始对弈</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>悔棋</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <source>Offer draw</source>
        <translation>提和</translation>
    </message>
    <message>
        <source>Offer your opponent a draw, on your turn once a third of the squares are taken; when nobody can win any more, end the game as a draw</source>
        <translation>轮到你走且已下满三分之一的格子时，向对手提和；当谁都不可能再赢时，以和棋结束对局</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>认输</translation>
    </message>
    <message>
        <source>Give the game up: it counts as a loss for your side</source>
        <translation>放弃本局：记为你方负</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>保存…</translation>
    </message>
    <message>
        <source>Sound on</source>
        <translation>声音开</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>菜单</translation>
    </message>
    <message>
        <source>AI move delay</source>
        <translation>电脑走棋延迟</translation>
    </message>
    <message>
        <source>How long the computer waits before it shows its move</source>
        <translation>电脑显示着法前等待的时间</translation>
    </message>
    <message>
        <source>How long the computer waits before it moves, 0 to 2 seconds</source>
        <translation>电脑走棋前等待的时间，0 到 2 秒</translation>
    </message>
    <message>
        <source>Sound off</source>
        <translation>声音关</translation>
    </message>
    <message>
        <source>AI delay %1 s</source>
        <translation>电脑延迟 %1 秒</translation>
    </message>
    <message>
        <source>%1 wins %2 draws %3 loses %4…%5 worse to better; ring: best</source>
        <translation>%1 胜 %2 和 %3 负 %4…%5 由差到好；圆圈：最佳</translation>
    </message>
    <message>
        <source>Hint (H)</source>
        <translation>提示 (H)</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>分析</translation>
    </message>
    <message>
        <source>Show or hide the live analysis</source>
        <translation>显示或隐藏实时分析</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>复盘分析</translation>
    </message>
    <message>
        <source>Every move judged by the engine, and your mistakes to learn from</source>
        <translation>引擎评判每一步，以及可供学习的失误</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>提示</translation>
    </message>
</context>
<context>
    <name>Problems</name>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>和棋</translation>
    </message>
    <message>
        <source>a draw: nobody could win any more</source>
        <translation>和棋：谁都已无法获胜</translation>
    </message>
    <message>
        <source>a draw by agreement</source>
        <translation>协议和棋</translation>
    </message>
    <message>
        <source>a draw: the side to move could play nowhere</source>
        <translation>和棋：轮走的一方无处可下</translation>
    </message>
    <message>
        <source>an overline</source>
        <translation>长连</translation>
    </message>
    <message>
        <source>a double four</source>
        <translation>四四</translation>
    </message>
    <message>
        <source>a double three</source>
        <translation>三三</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>它是一个文件夹</translation>
    </message>
    <message>
        <source>it is a named pipe (FIFO), not a file</source>
        <translation>它是命名管道（FIFO），不是文件</translation>
    </message>
    <message>
        <source>it is a socket, not a file</source>
        <translation>它是套接字，不是文件</translation>
    </message>
    <message>
        <source>it is a device, not a file</source>
        <translation>它是设备，不是文件</translation>
    </message>
    <message>
        <source>it is not a regular file</source>
        <translation>它不是普通文件</translation>
    </message>
    <message>
        <source>it is {} bytes; the most read is {}</source>
        <translation>它有 %1 字节；最多只读取 %2 字节</translation>
    </message>
    <message>
        <source>it grew past {} bytes while it was read</source>
        <translation>读取时它增长到了 %1 字节以上</translation>
    </message>
    <message>
        <source>{!r} is not a move: give (x, y)</source>
        <translation>%1 不是一步棋：请给出 (x, y)</translation>
    </message>
    <message>
        <source>{!r} is not a move: x and y must be whole numbers</source>
        <translation>%1 不是一步棋：x 和 y 必须是整数</translation>
    </message>
    <message>
        <source>({}, {}) is not a cell of the {}x{} board (x must be 0..{}, y 0..{})</source>
        <translation>(%1, %2) 不是 %3x%4 棋盘上的格子（x 必须在 0..%5，y 在 0..%6）</translation>
    </message>
    <message>
        <source>cell ({}, {}) is already taken by {}</source>
        <translation>格子 (%1, %2) 已被 %3 占据</translation>
    </message>
    <message>
        <source>the game is over: {} has won</source>
        <translation>对局已结束：%1 已获胜</translation>
    </message>
    <message>
        <source>the game is over: {.phrase}</source>
        <translation>对局已结束：%1</translation>
    </message>
    <message>
        <source>({}, {}) is forbidden to Black under renju: {.phrase}</source>
        <translation>(%1, %2) 在连珠规则下是黑方禁手：%3</translation>
    </message>
    <message>
        <source>{} wins</source>
        <translation>%1 获胜</translation>
    </message>
    <message>
        <source>{} wins: {} forfeits</source>
        <translation>%1 获胜：%2 被判负</translation>
    </message>
    <message>
        <source>{} wins: {} forfeits ({})</source>
        <translation>%1 获胜：%2 被判负（%3）</translation>
    </message>
    <message>
        <source>{} must be a whole number, not {!r}</source>
        <translation>%1 必须是整数，而不是 %2</translation>
    </message>
    <message>
        <source>the board width must be between {} and {}, not {}</source>
        <translation>棋盘宽度必须在 %1 到 %2 之间，而不是 %3</translation>
    </message>
    <message>
        <source>the board height must be between {} and {}, not {}</source>
        <translation>棋盘高度必须在 %1 到 %2 之间，而不是 %3</translation>
    </message>
    <message>
        <source>k (marks in a row to win) must be between 1 and {} on a {}x{} board, not {}</source>
        <translation>在 %2x%3 的棋盘上 k（连成几子获胜）必须在 1 到 %1 之间，而不是 %4</translation>
    </message>
    <message>
        <source>unknown rule {!r}: the rules are {}</source>
        <translation>未知规则 %1：规则有 %2</translation>
    </message>
    <message>
        <source>{.value} is played with five in a row (k = 5), not k = {}</source>
        <translation>%1规则下须五子连线（k = 5），而不是 k = %2</translation>
    </message>
</context>
<context>
    <name>Puzzles</name>
    <message>
        <source>Loading the puzzles…</source>
        <translation>正在载入习题…</translation>
    </message>
    <message>
        <source>The puzzles could not be read: %1</source>
        <translation>无法读取习题：%1</translation>
    </message>
    <message>
        <source>The engine could not judge that move (%1).</source>
        <translation>引擎无法评判这一步（%1）。</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <source>No puzzles here yet: review a game of yours and its winning positions become puzzles.</source>
        <translation>这里还没有习题：复盘一局你的对局，其中的制胜局面就会成为习题。</translation>
    </message>
    <message>
        <source>Puzzle rating: %1</source>
        <translation>习题等级分：%1</translation>
    </message>
    <message>
        <source>%1 to play: your move.</source>
        <translation>%1 先走：轮到你。</translation>
    </message>
    <message>
        <source>Checking %1…</source>
        <translation>正在检查 %1…</translation>
    </message>
    <message>
        <source>Your attempt could not be kept: %1</source>
        <translation>无法保存你的尝试：%1</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>习题</translation>
    </message>
    <message>
        <source>All puzzles</source>
        <translation>全部习题</translation>
    </message>
    <message>
        <source>Puzzles from every source, near your rating</source>
        <translation>各种来源的习题，难度接近你的等级分</translation>
    </message>
    <message>
        <source>From your games</source>
        <translation>来自你的对局</translation>
    </message>
    <message>
        <source>Puzzles cut from your own reviewed games</source>
        <translation>从你复盘过的对局中截取的习题</translation>
    </message>
    <message>
        <source>Renju problems</source>
        <translation>连珠题</translation>
    </message>
    <message>
        <source>Puzzles under renju that its forbidden points decide: White wins where Black may not block, Black wins without playing a forbidden point</source>
        <translation>由禁手点决定的连珠规则题：白方在黑方不能挡的地方取胜，黑方不走禁手点取胜</translation>
    </message>
    <message>
        <source>The puzzle&apos;s board</source>
        <translation>习题棋盘</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>菜单</translation>
    </message>
    <message>
        <source>This puzzle</source>
        <translation>本题</translation>
    </message>
    <message>
        <source>What the puzzle asks</source>
        <translation>题目要求</translation>
    </message>
    <message>
        <source>Where the puzzle comes from</source>
        <translation>题目来源</translation>
    </message>
    <message>
        <source>The puzzle&apos;s rating</source>
        <translation>本题等级分</translation>
    </message>
    <message>
        <source>The engine&apos;s answer</source>
        <translation>引擎的答案</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>重试</translation>
    </message>
    <message>
        <source>Start this puzzle again</source>
        <translation>重新开始本题</translation>
    </message>
    <message>
        <source>Show the solution</source>
        <translation>显示答案</translation>
    </message>
    <message>
        <source>The winning line, on the board</source>
        <translation>在棋盘上显示制胜路线</translation>
    </message>
    <message>
        <source>Next puzzle</source>
        <translation>下一题</translation>
    </message>
    <message>
        <source>Another puzzle near your rating</source>
        <translation>另一道难度接近你等级分的题</translation>
    </message>
    <message>
        <source>From your games (%1)</source>
        <translation>来自你的对局（%1）</translation>
    </message>
    <message>
        <source>d MMMM</source>
        <comment>a day of this year</comment>
        <translation>M月d日</translation>
    </message>
    <message>
        <source>d MMMM yyyy</source>
        <translation>yyyy年M月d日</translation>
    </message>
    <message numerus="yes">
        <source>Black (X) to play and win in %n move(s) by fours, without playing a forbidden point.</source>
        <translation>
            <numerusform>黑方（X）先走，%n 步以连续冲四取胜，且不能落在禁手点上。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>White (O) to play and win in %n move(s) by fours: Black may not block on a forbidden point (the board marks them).</source>
        <translation>
            <numerusform>白方（O）先走，%n 步以连续冲四取胜：黑方不能在禁手点上挡（棋盘上会标出）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 to play and win in %n move(s) by fours: no win is quicker, even with threes.</source>
        <translation>
            <numerusform>%1 先走，以连续冲四 %n 步取胜：即使用活三也没有更快的胜法。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 to play and win in %n move(s), against the best defence.</source>
        <translation>
            <numerusform>%1 先走，面对最佳防守 %n 步取胜。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1x%2, renju</source>
        <translation>%1x%2，连珠</translation>
    </message>
    <message>
        <source>From your game of %1 (%2)</source>
        <translation>来自你 %1 的对局（%2）</translation>
    </message>
    <message>
        <source>A puzzle on %1</source>
        <translation>%1 上的习题</translation>
    </message>
    <message>
        <source>Your puzzle rating: none yet (solve a puzzle to get one) · streak 0</source>
        <translation>你的习题等级分：暂无（解出一题即可获得）· 连对 0</translation>
    </message>
    <message numerus="yes">
        <source>Your puzzle rating: %1 · streak %2 (best %3) · %n puzzle(s) tried</source>
        <translation>
            <numerusform>你的习题等级分：%1 · 连对 %2（最佳 %3）· 已做 %n 题</numerusform>
        </translation>
    </message>
    <message>
        <source> (then %1)</source>
        <translation>（之后 %1）</translation>
    </message>
    <message>
        <source>Right: %1. %2 blocks at %3. Your move.</source>
        <translation>正确：%1。%2 在 %3 挡住。轮到你。</translation>
    </message>
    <message>
        <source>Right: %1. %2 answers %3. Your move.</source>
        <translation>正确：%1。%2 应以 %3。轮到你。</translation>
    </message>
    <message>
        <source>Right: %1. Black may not block at %2: %3. Black plays %4. Your move.</source>
        <translation>正确：%1。黑方不能在 %2 挡：%3。黑方走 %4。轮到你。</translation>
    </message>
    <message>
        <source>Solved: %1 wins.</source>
        <translation>解出：%1 获胜。</translation>
    </message>
    <message>
        <source>Solved: %1 wins as quickly as the puzzle&apos;s own answer.</source>
        <translation>解出：%1 与标准答案一样快地获胜。</translation>
    </message>
    <message>
        <source>%1 wins too, in %2 moves: find the win in %3.</source>
        <translation>%1 也能赢，但要 %2 步：请找出 %3 步的胜法。</translation>
    </message>
    <message>
        <source>The engine could not settle %1 in time: try another move.</source>
        <translation>引擎未能及时判定 %1：换一步试试。</translation>
    </message>
    <message>
        <source>Right: %1.</source>
        <translation>正确：%1。</translation>
    </message>
    <message>
        <source>After %1, %2 blocks at %3 and then wins%4.</source>
        <translation>%1 之后，%2 在 %3 挡住，然后获胜%4。</translation>
    </message>
    <message>
        <source>After %1, %2 plays %3 and then wins%4.</source>
        <translation>%1 之后，%2 下 %3，然后获胜%4。</translation>
    </message>
    <message>
        <source>After %1 the board is full: a draw.</source>
        <translation>%1 之后棋盘已满：和棋。</translation>
    </message>
    <message>
        <source>After %1, %2 blocks at %3 and holds the draw%4.</source>
        <translation>%1 之后，%2 在 %3 挡住并守和%4。</translation>
    </message>
    <message>
        <source>After %1, %2 plays %3 and holds the draw%4.</source>
        <translation>%1 之后，%2 下 %3 并守和%4。</translation>
    </message>
    <message>
        <source>After %1, %2 blocks at %3: no win by fours is left.</source>
        <translation>%1 之后，%2 在 %3 挡住：已没有连续冲四的胜法。</translation>
    </message>
    <message>
        <source>After %1, %2 plays %3: no win by fours is left.</source>
        <translation>%1 之后，%2 下 %3：已没有连续冲四的胜法。</translation>
    </message>
    <message>
        <source>%1: this puzzle is won by fours, every move of it a four.</source>
        <translation>%1：本题要靠连续冲四取胜，每一步都必须是四。</translation>
    </message>
    <message>
        <source>The solution: %1.</source>
        <translation>答案：%1。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>{} is not a four</source>
        <translation>%1 不是冲四</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <translation>文件夹</translation>
    </message>
    <message>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>%1 File</source>
        <translation>%1 文件</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>驱动器</translation>
    </message>
</context>
<context>
    <name>QAbstractSpinBox</name>
    <message>
        <source>&amp;Select All</source>
        <translation>全选(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Step up</source>
        <translation>增加(&amp;S)</translation>
    </message>
    <message>
        <source>Step &amp;down</source>
        <translation>减少(&amp;D)</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>查找范围(&amp;L)：</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>文件名(&amp;N)：</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>文件类型(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>打开(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>删除(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>重命名(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>新建文件夹(&amp;N)</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>新建文件夹</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>显示隐藏文件(&amp;H)</translation>
    </message>
    <message>
        <source>Show </source>
        <translation>显示</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>所有文件 (*)</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>后退</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>后退</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>前进</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>前进</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>上级文件夹</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>转到上级文件夹</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>新建文件夹</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>创建新文件夹</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>列表视图</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>切换到列表视图</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>详细视图</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>切换到详细视图</translation>
    </message>
    <message>
        <source>Sidebar</source>
        <translation>侧边栏</translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <translation>位置和书签列表</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation>最近位置</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 已存在。
要替换它吗？</translation>
    </message>
    <message>
        <source>Are you sure you want to delete &apos;%1&apos;?</source>
        <translation>确定要删除“%1”吗？</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is write protected.
Do you want to delete it anyway?</source>
        <translation>“%1”受写保护。
仍要删除吗？</translation>
    </message>
    <message>
        <source>Could not delete directory.</source>
        <translation>无法删除文件夹。</translation>
    </message>
    <message>
        <source>%1
File not found.
Please verify the correct file name was given.</source>
        <translation>%1
找不到文件。
请确认文件名是否正确。</translation>
    </message>
    <message>
        <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
        <translation>%1
找不到文件夹。
请确认文件夹名是否正确。</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>修改日期</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>计算机</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>剪切(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>粘贴(&amp;P)</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>全选</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>确定</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>是(&amp;Y)</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>否(&amp;N)</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>复制链接地址(&amp;L)</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>全选</translation>
    </message>
</context>
<context>
    <name>Questions</name>
    <message>
        <source>Yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>No</source>
        <translation>否</translation>
    </message>
</context>
<context>
    <name>Ratings</name>
    <message>
        <source>3x3, 3 in a row</source>
        <translation>3x3，三子连线</translation>
    </message>
    <message>
        <source>small boards</source>
        <translation>小棋盘</translation>
    </message>
    <message>
        <source>4x4 (3 or 4 in a row) and 5x5 (4 in a row)</source>
        <translation>4x4（三或四子连线）和 5x5（四子连线）</translation>
    </message>
    <message>
        <source>middle boards</source>
        <translation>中棋盘</translation>
    </message>
    <message>
        <source>9x9 to 12x12, 5 in a row</source>
        <translation>9x9 到 12x12，五子连线</translation>
    </message>
    <message>
        <source>large boards</source>
        <translation>大棋盘</translation>
    </message>
    <message>
        <source>13x13 to 20x20, 5 in a row</source>
        <translation>13x13 到 20x20，五子连线</translation>
    </message>
    <message>
        <source>%1 under %2</source>
        <translation>%1（%2规则）</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Ratings are kept on %1. Games on other boards are not rated.</source>
        <translation>等级分记录在：%1。其他棋盘上的对局不计分。</translation>
    </message>
    <message>
        <source>%1, under %2</source>
        <translation>%1，%2规则</translation>
    </message>
    <message>
        <source>No ratings on %1</source>
        <translation>%1没有等级分</translation>
    </message>
    <message>
        <source>No rated levels on %1 yet</source>
        <translation>%1还没有定级的级别</translation>
    </message>
    <message>
        <source>Not rated yet on %1: play a rated level</source>
        <translation>你在%1上还没有等级分：请与有等级分的级别对弈</translation>
    </message>
    <message>
        <source>Your rating on %1: %2</source>
        <translation>你在%1上的等级分：%2</translation>
    </message>
    <message>
        <source>%1: %2. One rating for all of them. A rating is provisional while there are too few games to be sure of it (a deviation of %3 or more).</source>
        <translation>%1：%2。这些棋盘共用一个等级分。对局太少、还不能确定时，等级分为暂定（偏差不小于 %3）。</translation>
    </message>
    <message>
        <source>%1 (provisional)</source>
        <translation>%1（暂定）</translation>
    </message>
    <message>
        <source>Your rating on %1: %2 → %3, %4</source>
        <translation>你在%1上的等级分：%2 → %3，%4</translation>
    </message>
    <message>
        <source>No measured rating on %1.</source>
        <translation>%1上没有测定的等级分。</translation>
    </message>
    <message numerus="yes">
        <source>Rated %1 on %2: the level the others are measured against (%n game(s)).</source>
        <translation>
            <numerusform>在%2上的等级分为 %1：其他级别以它为基准测定（%n 局）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rated %1 ± %2 on %3 (%n game(s)).</source>
        <translation>
            <numerusform>在%3上的等级分为 %1 ± %2（%n 局）。</numerusform>
        </translation>
    </message>
    <message>
        <source>A first game: wins at once when it can, otherwise plays almost at random.</source>
        <translation>第一盘棋的水平：能立即获胜时就赢，否则几乎随机落子。</translation>
    </message>
    <message>
        <source>Plays what a one-move look suggests, loosely; no reading ahead.</source>
        <translation>粗略地按只看一步的判断下棋；不往后算。</translation>
    </message>
    <message>
        <source>The engine at full strength: perfect wherever the board can be solved.</source>
        <translation>全力的引擎：凡是能求解的棋盘都下得完美。</translation>
    </message>
    <message>
        <source>your win in one, to block</source>
        <translation>要挡住的你一步就赢的棋</translation>
    </message>
    <message>
        <source>Plays what a one-move look suggests, a little more carefully at each level.</source>
        <translation>按只看一步的判断下棋，每升一级更仔细一些。</translation>
    </message>
    <message>
        <source>Reads ahead with the engine on some moves, more of them at each level.</source>
        <translation>在部分着法上用引擎往后算，每升一级算得更多。</translation>
    </message>
    <message>
        <source>Level %1: %2</source>
        <translation>第 %1 级：%2</translation>
    </message>
    <message>
        <source>Suggested: a little above your rating.</source>
        <translation>推荐：略高于你的等级分。</translation>
    </message>
    <message>
        <source>Always sees: %1.</source>
        <translation>总能看到：%1。</translation>
    </message>
    <message>
        <source>Play a rated level and your rating is drawn here</source>
        <translation>与有等级分的级别对弈，你的等级分曲线会画在这里</translation>
    </message>
    <message numerus="yes">
        <source>%n rated game(s), oldest on the left</source>
        <translation>
            <numerusform>%n 局计分对局，最早的在左边</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Your rating (Glicko-2)</source>
        <translation>你的等级分（Glicko-2）</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Show your rating&apos;s history here: %1</source>
        <translation>在这里显示你的等级分历史：%1</translation>
    </message>
    <message>
        <source>Not rated yet: play a rated level (%1) and your rating appears here.</source>
        <translation>还没有等级分：与有等级分的级别对弈（%1），你的等级分就会显示在这里。</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 after %n rated game(s), ± %3; started at %4. The band is ± one deviation.</source>
        <translation>
            <numerusform>%1：%2，共 %n 局计分对局，± %3；起始为 %4。阴影带为 ± 一个偏差。</numerusform>
        </translation>
    </message>
    <message>
        <source>Your accuracy in your reviewed games</source>
        <translation>你在复盘对局中的准确率</translation>
    </message>
    <message>
        <source>Review a game of yours and its accuracy is drawn here</source>
        <translation>复盘一局你的对局，准确率曲线会画在这里</translation>
    </message>
    <message numerus="yes">
        <source>%n reviewed game(s), oldest on the left</source>
        <translation>
            <numerusform>%n 局复盘对局，最早的在左边</numerusform>
        </translation>
    </message>
    <message>
        <source>Your accuracy and puzzles</source>
        <translation>你的准确率和习题</translation>
    </message>
    <message>
        <source>Your puzzle rating and streak</source>
        <translation>你的习题等级分和连对</translation>
    </message>
    <message>
        <source>No reviewed game yet: Review is on the game-over screen.</source>
        <translation>还没有复盘过的对局：“复盘分析”在终局画面上。</translation>
    </message>
    <message numerus="yes">
        <source>Mean of the last %n game(s): %1; the last: %2</source>
        <translation>
            <numerusform>最近 %n 局的平均值：%1；最近一局：%2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Readings</name>
    <message>
        <source>too big to prove quickly</source>
        <translation>太大，无法快速证明</translation>
    </message>
    <message>
        <source>proving…</source>
        <translation>证明中…</translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>和棋</translation>
    </message>
    <message>
        <source>{} can force a win</source>
        <translation>%1 可以强制取胜</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins within %n move(s)</source>
        <translation>
            <numerusform>%1 %n 步之内取胜</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins in %n</source>
        <translation>
            <numerusform>%1 %n 步取胜</numerusform>
        </translation>
    </message>
    <message>
        <source>wins at once</source>
        <translation>立即获胜</translation>
    </message>
    <message numerus="yes">
        <source>wins in %n</source>
        <translation>
            <numerusform>%n 步胜</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>loses in %n</source>
        <translation>
            <numerusform>%n 步负</numerusform>
        </translation>
    </message>
    <message>
        <source>draws</source>
        <translation>和棋</translation>
    </message>
    <message>
        <source>score at most %1</source>
        <translation>评分至多 %1</translation>
    </message>
    <message>
        <source>score %1</source>
        <translation>评分 %1</translation>
    </message>
    <message>
        <source>not proven</source>
        <translation>未证明</translation>
    </message>
    <message>
        <source>a draw with perfect play</source>
        <translation>双方完美下法下为和棋</translation>
    </message>
    <message>
        <source>the first player wins</source>
        <translation>先手胜</translation>
    </message>
    <message>
        <source>the second player wins</source>
        <translation>后手胜</translation>
    </message>
    <message numerus="yes">
        <source>the first player wins in %n</source>
        <translation>
            <numerusform>先手 %n 步胜</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the second player wins in %n</source>
        <translation>
            <numerusform>后手 %n 步胜</numerusform>
        </translation>
    </message>
    <message>
        <source>%1x%2</source>
        <translation>%1x%2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message numerus="yes">
        <source>%1 (like %n other move(s))</source>
        <translation>
            <numerusform>%1（与另外 %n 步相同）</numerusform>
        </translation>
    </message>
    <message>
        <source>not considered</source>
        <translation>未考虑</translation>
    </message>
    <message>
        <source>Cannot play from here: %1</source>
        <translation>无法从这里开始：%1</translation>
    </message>
    <message>
        <source>Proven: %1</source>
        <translation>已证明：%1</translation>
    </message>
</context>
<context>
    <name>Review_</name>
    <message>
        <source>Checking %1…</source>
        <translation>正在检查 %1…</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <source>Evaluation graph</source>
        <translation>形势图</translation>
    </message>
    <message>
        <source>X&apos;s expected score after each move: click a point to go to that move</source>
        <translation>每一步之后 X 的期望得分：点击某个点可跳到那一步</translation>
    </message>
    <message>
        <source>Review: %1</source>
        <translation>复盘分析：%1</translation>
    </message>
    <message numerus="yes">
        <source>Reviewed: %n move(s)</source>
        <translation>
            <numerusform>已分析：%n 步</numerusform>
        </translation>
    </message>
    <message>
        <source>Looking for puzzles in your game…</source>
        <translation>正在从你的对局中寻找习题…</translation>
    </message>
    <message>
        <source>the review failed</source>
        <translation>分析失败</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message numerus="yes">
        <source>Reviewed: %n move(s).</source>
        <translation>
            <numerusform>已分析：%n 步。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 %n new puzzle(s) from this game: see Puzzles on the menu.</source>
        <translation>
            <numerusform>%1 从本局得到 %n 道新习题：见菜单中的“习题”。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 (%2): not reviewed yet</source>
        <translation>%1（%2）：尚未分析</translation>
    </message>
    <message>
        <source>Learn from your mistakes (%1)</source>
        <translation>从你的失误中学习（%1）</translation>
    </message>
    <message>
        <source>Learn from the mistakes (%1)</source>
        <translation>从失误中学习（%1）</translation>
    </message>
    <message>
        <source>The start. Pick a move in the list, or a point on the graph.</source>
        <translation>开局。请在列表中选一步，或在图上选一个点。</translation>
    </message>
    <message>
        <source>Move %1 is not judged yet.</source>
        <translation>第 %1 手尚未评判。</translation>
    </message>
    <message>
        <source>Your puzzles could not be kept: %1</source>
        <translation>无法保存你的习题：%1</translation>
    </message>
    <message>
        <source>The game reviewed</source>
        <translation>被分析的对局</translation>
    </message>
    <message>
        <source>The move in view</source>
        <translation>当前查看的一步</translation>
    </message>
    <message>
        <source>Game reviewed</source>
        <translation>已分析的对局</translation>
    </message>
    <message>
        <source>Review progress</source>
        <translation>分析进度</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Stop the review; what it judged so far stays</source>
        <translation>停止分析；已评判的部分会保留</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>准确率</translation>
    </message>
    <message>
        <source>%1&apos;s accuracy</source>
        <translation>%1 的准确率</translation>
    </message>
    <message>
        <source>Learn from your mistakes</source>
        <translation>从你的失误中学习</translation>
    </message>
    <message>
        <source>Each of your mistakes set as an exercise, from the position before it</source>
        <translation>把你的每个失误都做成练习，从失误之前的局面开始</translation>
    </message>
    <message>
        <source>Continue the review</source>
        <translation>继续分析</translation>
    </message>
    <message>
        <source>Review the moves left</source>
        <translation>分析剩下的着法</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>保存…</translation>
    </message>
    <message>
        <source>Save the game with its review (.ttt)</source>
        <translation>保存对局及其分析（.ttt）</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>重试</translation>
    </message>
    <message>
        <source>Try the position again</source>
        <translation>再试一次这个局面</translation>
    </message>
    <message>
        <source>Show the answer</source>
        <translation>显示答案</translation>
    </message>
    <message>
        <source>The engine&apos;s move and its line, on the board</source>
        <translation>在棋盘上显示引擎的着法及其变化</translation>
    </message>
    <message>
        <source>Next mistake</source>
        <translation>下一个失误</translation>
    </message>
    <message>
        <source>The next of your mistakes, from the position before it</source>
        <translation>你的下一个失误，从失误之前的局面开始</translation>
    </message>
    <message>
        <source>Back to the review</source>
        <translation>回到分析</translation>
    </message>
    <message>
        <source>Leave the exercises: the review, at this move</source>
        <translation>离开练习：回到分析中的这一步</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>返回</translation>
    </message>
    <message>
        <source>Leave the review (Esc)</source>
        <translation>离开分析（Esc）</translation>
    </message>
    <message>
        <source>the best move</source>
        <translation>最佳着法</translation>
    </message>
    <message>
        <source>a good move</source>
        <translation>好棋</translation>
    </message>
    <message>
        <source>an inaccuracy</source>
        <translation>不精确</translation>
    </message>
    <message>
        <source>a mistake</source>
        <translation>失误</translation>
    </message>
    <message>
        <source>a blunder</source>
        <translation>败着</translation>
    </message>
    <message>
        <source>%1, then %2</source>
        <translation>%1，然后 %2</translation>
    </message>
    <message>
        <source>It wins.</source>
        <translation>这步取胜。</translation>
    </message>
    <message>
        <source>It keeps the win, but in %1 instead of %2.</source>
        <translation>仍能取胜，但要 %1 步而不是 %2 步。</translation>
    </message>
    <message>
        <source>It keeps the win in %1.</source>
        <translation>保持 %1 步内取胜。</translation>
    </message>
    <message>
        <source>It allows %1 a win at once.</source>
        <translation>让 %1 立即取胜。</translation>
    </message>
    <message>
        <source>It allows %1 a win in %2.</source>
        <translation>让 %1 能在 %2 步内取胜。</translation>
    </message>
    <message>
        <source>The game was lost anyway.</source>
        <translation>本来就输了。</translation>
    </message>
    <message>
        <source>It keeps the draw.</source>
        <translation>保持和棋。</translation>
    </message>
    <message>
        <source>%1: %2, %3&apos;s expected score fell from %4 to %5.</source>
        <translation>%1：%2，%3 的期望得分从 %4 降到 %5。</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1：%2。</translation>
    </message>
    <message>
        <source>The game was lost anyway, but now %1 wins in %2 instead of %3.</source>
        <translation>本来就输了，但现在 %1 能在 %2 步而不是 %3 步内取胜。</translation>
    </message>
    <message>
        <source>It misses a win at once: after it, %2 can stop every win.</source>
        <translation>错过了立即取胜：这步之后，%2 能挡住所有胜法。</translation>
    </message>
    <message>
        <source>It misses a win in %1: after it, %2 can stop every win.</source>
        <translation>错过了 %1 步的胜局：这步之后，%2 能挡住所有胜法。</translation>
    </message>
    <message>
        <source>It misses a win at once: now a draw.</source>
        <translation>错过了立即取胜：现在是和棋。</translation>
    </message>
    <message>
        <source>It misses a win in %1: now a draw.</source>
        <translation>错过了 %1 步的胜局：现在是和棋。</translation>
    </message>
    <message>
        <source>It misses a win at once: now %2 wins at once.</source>
        <translation>错过了立即取胜：现在 %2 能立即取胜。</translation>
    </message>
    <message>
        <source>It misses a win at once: now %2 wins in %3.</source>
        <translation>错过了立即取胜：现在 %2 能在 %3 步内取胜。</translation>
    </message>
    <message>
        <source>It misses a win in %1: now %2 wins at once.</source>
        <translation>错过了 %1 步的胜局：现在 %2 能立即取胜。</translation>
    </message>
    <message>
        <source>It misses a win in %1: now %2 wins in %3.</source>
        <translation>错过了 %1 步的胜局：现在 %2 能在 %3 步内取胜。</translation>
    </message>
    <message>
        <source>The win: %1 (by fours).</source>
        <translation>胜法：%1（连续冲四）。</translation>
    </message>
    <message>
        <source>The win: %1 (by fours and threes).</source>
        <translation>胜法：%1（冲四与活三）。</translation>
    </message>
    <message>
        <source>The win: %1.</source>
        <translation>胜法：%1。</translation>
    </message>
    <message>
        <source>Better: %1 (on the board, numbered, from the position before the move).</source>
        <translation>更好：%1（在棋盘上按顺序标出，从这步之前的局面开始）。</translation>
    </message>
    <message>
        <source>(The time cap cut this move&apos;s searches short.)</source>
        <translation>（时间上限提前截断了这步的搜索。）</translation>
    </message>
    <message>
        <source>No puzzle from this game: puzzles come from boards of 5x5 to 15x15.</source>
        <translation>这局没有产生题目：题目只取自 5x5 到 15x15 的棋盘。</translation>
    </message>
    <message>
        <source>No puzzle from this game yet: the review is not complete.</source>
        <translation>这局暂时没有题目：复盘尚未完成。</translation>
    </message>
    <message>
        <source>No puzzle from this game: you never had a proven forced win.</source>
        <translation>这局没有产生题目：你从未有过已证明的必胜。</translation>
    </message>
    <message>
        <source>No puzzle from this game: your proven wins were wins at once.</source>
        <translation>这局没有产生题目：你已证明的胜局都是一步即胜。</translation>
    </message>
    <message>
        <source>No puzzle from this game: your proven wins were longer than {} moves.</source>
        <translation>这局没有产生题目：你已证明的胜局都超过 %1 步。</translation>
    </message>
    <message>
        <source>No puzzle from this game: each of your wins had another first move as quick, or could not be proven on its own.</source>
        <translation>这局没有产生题目：你的每个胜局都有另一个同样快的第一步，或无法单独证明。</translation>
    </message>
    <message numerus="yes">
        <source>%n inaccuracy(ies)</source>
        <translation>
            <numerusform>%n 个不精确</numerusform>
        </translation>
    </message>
    <message>
        <source>no inaccuracy</source>
        <translation>没有不精确</translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n 个失误</numerusform>
        </translation>
    </message>
    <message>
        <source>no mistake</source>
        <translation>没有失误</translation>
    </message>
    <message numerus="yes">
        <source>%n blunder(s)</source>
        <translation>
            <numerusform>%n 个败着</numerusform>
        </translation>
    </message>
    <message>
        <source>no blunder</source>
        <translation>没有败着</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>%1 (%2): no move reviewed yet</source>
        <translation>%1（%2）：还没有分析任何一步</translation>
    </message>
    <message>
        <source>%1 (%2): accuracy %3; %4</source>
        <translation>%1（%2）：准确率 %3；%4</translation>
    </message>
    <message numerus="yes">
        <source>Reviewing: %1 of %n move(s) judged…</source>
        <translation>
            <numerusform>分析中：已评判 %1 / %n 步…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The review stopped after %1 of %n move(s).</source>
        <translation>
            <numerusform>分析在 %1 / %n 步后停止。</numerusform>
        </translation>
    </message>
    <message>
        <source>Blunder %1 of %2 (move %3): %4 played %5. Find a better move for %4.</source>
        <translation>败着 %1 / %2（第 %3 手）：%4 下了 %5。请为 %4 找一步更好的棋。</translation>
    </message>
    <message>
        <source>Mistake %1 of %2 (move %3): %4 played %5. Find a better move for %4.</source>
        <translation>失误 %1 / %2（第 %3 手）：%4 下了 %5。请为 %4 找一步更好的棋。</translation>
    </message>
    <message>
        <source>%1 is the move played in the game: try another.</source>
        <translation>%1 就是对局中下的那一步：换一步试试。</translation>
    </message>
    <message>
        <source>Yes: %1 is the engine&apos;s choice. %2</source>
        <translation>对：%1 正是引擎的选择。%2</translation>
    </message>
    <message>
        <source>Good: %1 keeps %2&apos;s chances (%3 expected). %4</source>
        <translation>不错：%1 保住了 %2 的机会（期望 %3）。%4</translation>
    </message>
    <message>
        <source>Not quite: %1 is %2 too (%3&apos;s expected score falls to %4). %5 Retry, or show the answer.</source>
        <translation>还不够好：%1 也是%2（%3 的期望得分降到 %4）。%5 请重试，或显示答案。</translation>
    </message>
    <message>
        <source>The engine had no better move to name here.</source>
        <translation>引擎在这里没有更好的着法可推荐。</translation>
    </message>
    <message>
        <source>The engine&apos;s answer: %1 (numbered on the board).</source>
        <translation>引擎的答案：%1（在棋盘上按顺序标出）。</translation>
    </message>
    <message>
        <source>the game has no moves</source>
        <translation>这局棋没有着法</translation>
    </message>
    <message>
        <source>Review is not available: %1</source>
        <translation>无法进行复盘分析：%1</translation>
    </message>
    <message>
        <source>The game&apos;s review could not be read: %1</source>
        <translation>无法读取本局的分析：%1</translation>
    </message>
    <message>
        <source>Your puzzle rating: …</source>
        <translation>你的习题等级分：…</translation>
    </message>
</context>
<context>
    <name>RuleNames</name>
    <message>
        <source>freestyle</source>
        <translation>无禁手</translation>
    </message>
    <message>
        <source>standard</source>
        <translation>标准（恰好五连）</translation>
    </message>
    <message>
        <source>renju</source>
        <translation>连珠</translation>
    </message>
    <message>
        <source>caro</source>
        <translation>卡罗</translation>
    </message>
    <message>
        <source>{}x{}, {} in a row</source>
        <translation>%1x%2，%3 子连线</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>The rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>Each rule of the game, with diagrams, and the swap openings</source>
        <translation>每种规则（附图）以及交换开局</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Close the rules</source>
        <translation>关闭规则</translation>
    </message>
</context>
<context>
    <name>Seats_</name>
    <message>
        <source>Back to the menu (Esc)</source>
        <translation>返回菜单（Esc）</translation>
    </message>
    <message>
        <source>You</source>
        <translation>你</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>玩家 %1</translation>
    </message>
    <message>
        <source>%1 #%2</source>
        <translation>%1 %2号</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 对 %2</translation>
    </message>
    <message>
        <source>Your move (%1): click a square, or arrow keys and Space. Nobody can win any more: Offer draw ends the game.</source>
        <translation>轮到你（%1）：点击格子，或用方向键和空格键。双方都已不可能获胜：点“提和”结束对局。</translation>
    </message>
    <message>
        <source>Your move (%1): click a square, or arrow keys and Space.</source>
        <translation>轮到你（%1）：点击格子，或用方向键和空格键。</translation>
    </message>
    <message>
        <source>%1 to move (%2): click a square, or arrow keys and Space. Nobody can win any more: Offer draw ends the game.</source>
        <translation>轮到 %1（%2）：点击格子，或用方向键和空格键。双方都已不可能获胜：点“提和”结束对局。</translation>
    </message>
    <message>
        <source>%1 to move (%2): click a square, or arrow keys and Space.</source>
        <translation>轮到 %1（%2）：点击格子，或用方向键和空格键。</translation>
    </message>
    <message>
        <source>%1 (%2) is thinking… (nobody can win any more)</source>
        <translation>%1（%2）正在思考…（双方都已不可能获胜）</translation>
    </message>
    <message>
        <source>%1 (%2) is thinking…</source>
        <translation>%1（%2）正在思考…</translation>
    </message>
    <message>
        <source>Paused: %1 (%2) to move. Resume, or Step one move.</source>
        <translation>已暂停：轮到 %1（%2）。点“继续”，或“单步”走一步。</translation>
    </message>
    <message>
        <source>%1 is taken: click an empty square.</source>
        <translation>%1 已有棋子：请点击空格。</translation>
    </message>
    <message>
        <source>%1 is forbidden: an overline. Black may not play there under renju.</source>
        <translation>%1 是禁手：长连。连珠规则下黑方不能走这里。</translation>
    </message>
    <message>
        <source>%1 is forbidden: a double four. Black may not play there under renju.</source>
        <translation>%1 是禁手：四四。连珠规则下黑方不能走这里。</translation>
    </message>
    <message>
        <source>%1 is forbidden: a double three. Black may not play there under renju.</source>
        <translation>%1 是禁手：三三。连珠规则下黑方不能走这里。</translation>
    </message>
    <message>
        <source>Offer draw</source>
        <translation>提和</translation>
    </message>
    <message>
        <source>%1 (%2) offers a draw. %3 (%4), do you accept?</source>
        <translation>%1（%2）提和。%3（%4），你接受吗？</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>认输</translation>
    </message>
    <message>
        <source>Resign this game? It counts for your rating: resigning loses it, as a loss on the board would. No goes back to the game.</source>
        <translation>认输吗？本局计入你的等级分：认输与在棋盘上输掉一样记为负。选“否”回到对局。</translation>
    </message>
    <message>
        <source>%1 (%2) is considering your offer of a draw…</source>
        <translation>%1（%2）正在考虑你的提和…</translation>
    </message>
    <message>
        <source>%1 (%2) declines the draw.</source>
        <translation>%1（%2）拒绝和棋。</translation>
    </message>
    <message>
        <source>%1 declines: it thinks it is winning.</source>
        <translation>%1 拒绝：它认为自己占优。</translation>
    </message>
    <message>
        <source>%1 declines: it could not read the position.</source>
        <translation>%1 拒绝：它看不清这个局面。</translation>
    </message>
    <message>
        <source>%1 %2: %3 was played for it (its last depth move).</source>
        <translation>%1 %2：已替它下了 %3（它上一层搜索的着法）。</translation>
    </message>
    <message>
        <source>%1 %2: %3 was played for it (its quick move).</source>
        <translation>%1 %2：已替它下了 %3（它的快速着法）。</translation>
    </message>
    <message>
        <source>A draw</source>
        <translation>和棋</translation>
    </message>
    <message>
        <source>You resigned: %1 wins</source>
        <translation>你认输了：%1 获胜</translation>
    </message>
    <message>
        <source>%1 resigned: you win</source>
        <translation>%1 认输：你赢了</translation>
    </message>
    <message>
        <source>%1 resigned: %2</source>
        <translation>%1 认输：%2</translation>
    </message>
    <message>
        <source>You win: %1 forfeits (%2)</source>
        <translation>你赢了：%1 被判负（%2）</translation>
    </message>
    <message>
        <source>You win: %1 forfeits</source>
        <translation>你赢了：%1 被判负</translation>
    </message>
    <message>
        <source>%1: %2 forfeits (%3)</source>
        <translation>%1：%2 被判负（%3）</translation>
    </message>
    <message>
        <source>%1: %2 forfeits</source>
        <translation>%1：%2 被判负</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>你赢了！</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 获胜</translation>
    </message>
    <message>
        <source>%1 (%2) wins</source>
        <translation>%1（%2）获胜</translation>
    </message>
    <message>
        <source>Freestyle</source>
        <translation>无禁手</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>标准</translation>
    </message>
    <message>
        <source>Renju</source>
        <translation>连珠</translation>
    </message>
    <message>
        <source>Caro</source>
        <translation>Caro</translation>
    </message>
    <message>
        <source>No swap</source>
        <translation>不交换</translation>
    </message>
    <message>
        <source>Swap</source>
        <translation>交换</translation>
    </message>
    <message>
        <source>Swap2</source>
        <translation>交换2</translation>
    </message>
    <message>
        <source>%1x%2, exactly %3 in a row</source>
        <translation>%1x%2，正好 %3 子连线</translation>
    </message>
    <message>
        <source>Move %1 of %2: click ▶ or Play from here</source>
        <translation>第 %1 手，共 %2 手：点 ▶ 或“从这里下”</translation>
    </message>
    <message>
        <source>did not answer after {} s</source>
        <translation>%1 秒后仍未应答</translation>
    </message>
    <message>
        <source>raised {}</source>
        <translation>出错：%1</translation>
    </message>
    <message>
        <source>answered an illegal move {}</source>
        <translation>给出了非法着法 %1</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Cells, as in tic-tac-toe</source>
        <translation>格子，像井字棋那样</translation>
    </message>
    <message>
        <source>Stones on the points of a Go board</source>
        <translation>棋子落在围棋盘的交叉点上</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>高对比度</translation>
    </message>
    <message>
        <source>there is no %1.json in %2</source>
        <translation>%2 中没有 %1.json</translation>
    </message>
    <message>
        <source>Your theme “%1” could not be used (%2); the %3 theme is used instead.</source>
        <translation>无法使用你的主题“%1”（%2）；改用%3主题。</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>Follow the system (light or dark)</source>
        <translation>跟随系统（浅色或深色）</translation>
    </message>
    <message>
        <source>%1 (yours)</source>
        <translation>%1（你的）</translation>
    </message>
    <message>
        <source>The colours of the whole app</source>
        <translation>整个应用的配色</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>主题(&amp;T)</translation>
    </message>
    <message>
        <source>How a board of five or more in a row (Gomoku) is drawn; smaller games always use cells</source>
        <translation>五子及以上连线（五子棋）的棋盘如何绘制；较小的棋总是用格子</translation>
    </message>
    <message>
        <source>&amp;Board for five in a row</source>
        <translation>五子棋棋盘(&amp;B)</translation>
    </message>
    <message>
        <source>Mark them on Black&apos;s turn</source>
        <translation>轮到黑方时标出</translation>
    </message>
    <message>
        <source>Under renju Black may not play a double three, a double four or an overline: mark those points with a struck-through ring while Black is to move</source>
        <translation>连珠规则下黑方不能走三三、四四或长连：轮到黑方时用带斜线的圆圈标出这些点</translation>
    </message>
    <message>
        <source>&amp;Renju&apos;s forbidden points</source>
        <translation>连珠禁手点(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>About…</source>
        <translation>关于…</translation>
    </message>
    <message>
        <source>The game&apos;s version, and where your data is kept</source>
        <translation>游戏的版本，以及你的数据保存在哪里</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Close the settings: every change is already kept</source>
        <translation>关闭设置：所有更改都已保存</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <source>The language of the app, used from its next start</source>
        <translation>应用的语言，下次启动时生效</translation>
    </message>
    <message>
        <source>A new language is used from the next start.</source>
        <translation>新的语言在下次启动时生效。</translation>
    </message>
    <message>
        <source>Your own themes are read from %1 (see docs/themes.md).</source>
        <translation>你自己的主题从 %1 读取（见 docs/themes.md）。</translation>
    </message>
    <message>
        <source>Not used: %1</source>
        <translation>未使用：%1</translation>
    </message>
</context>
<context>
    <name>Setup</name>
    <message>
        <source>impossible start position: %1</source>
        <translation>不可能出现的起始局面：%1</translation>
    </message>
    <message>
        <source>the position is already over: take a mark away</source>
        <translation>这个局面已经终局：请拿掉一个棋子</translation>
    </message>
    <message>
        <source>X has {} marks and O has {}; X moves first, so X must have as many marks as O or one more</source>
        <translation>X 有 %1 子，O 有 %2 子；X 先走，所以 X 的子数必须与 O 相同或多一个</translation>
    </message>
    <message>
        <source>both X and O have a line</source>
        <translation>X 和 O 都已连成一线</translation>
    </message>
    <message>
        <source>Black (X) has an overline, which renju forbids</source>
        <translation>黑方（X）有长连，连珠规则禁止</translation>
    </message>
    <message>
        <source>{} has a line but {} has moved since</source>
        <translation>%1 已连成一线，但 %2 之后又走了棋</translation>
    </message>
    <message>
        <source>{} has lines that no single last move could have made (the game would have ended earlier)</source>
        <translation>%1 的连线不可能由最后一步同时形成（对局早该结束）</translation>
    </message>
</context>
<context>
    <name>Stats</name>
    <message>
        <source>Opponents</source>
        <translation>对手</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>棋盘</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>局数</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>胜</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>和</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>负</translation>
    </message>
    <message>
        <source>Longest streak</source>
        <translation>最长连胜</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>最后一局</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>统计</translation>
    </message>
    <message>
        <source>Your games (wins and losses are yours)</source>
        <translation>你的对局（胜负以你计）</translation>
    </message>
    <message>
        <source>Computer against computer (from the first-named side)</source>
        <translation>电脑对电脑（以先列出的一方计）</translation>
    </message>
    <message>
        <source>The most wins in a row: yours, or the first-named side&apos;s</source>
        <translation>最多连胜：你的，或先列出一方的</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>菜单</translation>
    </message>
    <message>
        <source>Reset statistics…</source>
        <translation>重置统计…</translation>
    </message>
    <message>
        <source>Forget every game in the statistics</source>
        <translation>清除统计中的所有对局</translation>
    </message>
    <message>
        <source>Your games</source>
        <translation>你的对局</translation>
    </message>
    <message>
        <source>Your results against each opponent on each board; wins and losses are yours</source>
        <translation>你在每种棋盘上对每个对手的成绩；胜负以你计</translation>
    </message>
    <message>
        <source>Computer against computer</source>
        <translation>电脑对电脑</translation>
    </message>
    <message>
        <source>The computers&apos; games against each other, from the first-named side</source>
        <translation>电脑之间的对局，以先列出的一方计</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) of yours could not be read and were set aside, kept as they are: %1</source>
        <translation>
            <numerusform>你的 %n 个文件无法读取，已另存并原样保留：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Statistics are off: the statistics file could not be opened.</source>
        <translation>统计已关闭：无法打开统计文件。</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) recorded, kept in %1</source>
        <translation>
            <numerusform>已记录 %n 局，保存在 %1</numerusform>
        </translation>
    </message>
    <message>
        <source>No games yet: finish a game and it is counted here.</source>
        <translation>还没有对局：下完一局就会计入这里。</translation>
    </message>
    <message>
        <source>You</source>
        <translation>你</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 对 %2</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>the game does not name both players</source>
        <translation>对局没有写明双方棋手</translation>
    </message>
    <message>
        <source>not valid JSON ({})</source>
        <translation>不是有效的 JSON（%1）</translation>
    </message>
    <message>
        <source>not an autosave (no &quot;format&quot;: &quot;{}&quot;)</source>
        <translation>不是自动保存文件（没有 &quot;format&quot;: &quot;%1&quot;）</translation>
    </message>
    <message>
        <source>version {!r} is not supported (this program reads version {})</source>
        <translation>不支持版本 %1（本程序读取版本 %2）</translation>
    </message>
    <message>
        <source>kept by a newer version of the game (version {!r}; this one reads version {})</source>
        <translation>由游戏的较新版本保存（版本 %1；本版本读取版本 %2）</translation>
    </message>
    <message>
        <source>the game: {}</source>
        <translation>对局：%1</translation>
    </message>
    <message>
        <source>{}</source>
        <translation>%1</translation>
    </message>
    <message>
        <source>not UTF-8 text</source>
        <translation>不是 UTF-8 文本</translation>
    </message>
    <message>
        <source>series must be an object</source>
        <translation>series 必须是对象</translation>
    </message>
    <message>
        <source>series: unknown field {!r}</source>
        <translation>series：未知字段 %1</translation>
    </message>
    <message>
        <source>series.{} is missing</source>
        <translation>缺少 series.%1</translation>
    </message>
    <message>
        <source>series.{} must be a list</source>
        <translation>series.%1 必须是列表</translation>
    </message>
    <message>
        <source>{} must be a player spec, not {!r}</source>
        <translation>%1 必须是棋手描述，而不是 %2</translation>
    </message>
    <message>
        <source>starter must be one of {}, not {!r}</source>
        <translation>starter 必须是 %1 之一，而不是 %2</translation>
    </message>
    <message>
        <source>games must be a whole number from 1 to {}, not {!r}</source>
        <translation>games 必须是 1 到 %1 之间的整数，而不是 %2</translation>
    </message>
    <message>
        <source>{} must be a list of 0, 1 and 2, not {!r}</source>
        <translation>%1 必须是由 0、1、2 组成的列表，而不是 %2</translation>
    </message>
    <message>
        <source>{} results for a series of {} games</source>
        <translation>%2 局的系列赛却有 %1 个结果</translation>
    </message>
    <message>
        <source>statistics_id must be a whole number, not {!r}</source>
        <translation>statistics_id 必须是整数，而不是 %1</translation>
    </message>
    <message>
        <source>opening must be one of {}, not {!r}</source>
        <translation>opening 必须是 %1 之一，而不是 %2</translation>
    </message>
    <message>
        <source>the opening under way: {}</source>
        <translation>进行中的开局：%1</translation>
    </message>
    <message>
        <source>session: too many results</source>
        <translation>session：结果太多</translation>
    </message>
    <message>
        <source>not a puzzle attempts file</source>
        <translation>不是习题尝试记录文件</translation>
    </message>
    <message>
        <source>version {!r}, not {}</source>
        <translation>版本 %1，而不是 %2</translation>
    </message>
    <message>
        <source>The puzzle attempts were written by a newer version of the game (version {}); they are left as they are and this session&apos;s attempts are not kept</source>
        <translation>习题的尝试记录由游戏的较新版本写入（版本 %1）；它们保持原样，本次的尝试不会保存</translation>
    </message>
    <message>
        <source>attempts[{}]: not [puzzle id, 0 or 1, time]</source>
        <translation>attempts[%1]：不是 [习题 id, 0 或 1, 时间]</translation>
    </message>
    <message>
        <source>attempts: not a list</source>
        <translation>attempts：不是列表</translation>
    </message>
    <message>
        <source>unknown opening {!r}: the openings are {}</source>
        <translation>未知开局 %1：开局有 %2</translation>
    </message>
    <message>
        <source>unknown choice {!r}: the choices are {}</source>
        <translation>未知选择 %1：可选的有 %2</translation>
    </message>
    <message>
        <source>{.value} cannot open with the choices {}</source>
        <translation>%1 开局不能选择 %2</translation>
    </message>
    <message>
        <source>{.value} cannot open with the choices none</source>
        <translation>%1 开局必须有所选择</translation>
    </message>
    <message>
        <source>must be an object with &quot;kind&quot; and &quot;choices&quot;</source>
        <translation>必须是含有 &quot;kind&quot; 和 &quot;choices&quot; 的对象</translation>
    </message>
    <message>
        <source>&quot;kind&quot; is a name and &quot;choices&quot; a list of names</source>
        <translation>&quot;kind&quot; 是一个名字，&quot;choices&quot; 是名字的列表</translation>
    </message>
    <message>
        <source>a game opened by swap starts from the empty board</source>
        <translation>以交换开局的对局从空棋盘开始</translation>
    </message>
    <message>
        <source>a {.value} opening places {} stones; the game has {} moves</source>
        <translation>%1 开局要放 %2 子；这局棋只有 %3 步</translation>
    </message>
    <message>
        <source>an opening stone may not end the game</source>
        <translation>开局的棋子不能结束对局</translation>
    </message>
    <message numerus="yes">
        <source>longer than {} characters</source>
        <translation>
            <numerusform>超过 %n 个字符</numerusform>
        </translation>
    </message>
    <message>
        <source>{} fields, not 11 (or 12 with a rule)</source>
        <translation>%1 个字段，而不是 11 个（有规则时为 12 个）</translation>
    </message>
    <message>
        <source>unknown kind of puzzle {!r}</source>
        <translation>未知的习题种类 %1</translation>
    </message>
    <message>
        <source>an impossible position: {}</source>
        <translation>不可能的局面：%1</translation>
    </message>
    <message>
        <source>the id {!r} does not name this position</source>
        <translation>id %1 与这个局面不符</translation>
    </message>
    <message>
        <source>unexpected {!r} after the tree</source>
        <translation>树之后出现了意外的 %1</translation>
    </message>
    <message>
        <source>the game is over in the puzzle&apos;s position</source>
        <translation>习题的局面中对局已经结束</translation>
    </message>
    <message>
        <source>the tree&apos;s longest line is not {} plies</source>
        <translation>树中最长的一支不是 %1 个半回合</translation>
    </message>
    <message>
        <source>{} after {}: {}</source>
        <translation>%2 之后的 %1：%3</translation>
    </message>
    <message>
        <source>{} after {} does not win</source>
        <translation>%2 之后的 %1 不能获胜</translation>
    </message>
    <message>
        <source>the reply {}: {}</source>
        <translation>应着 %1：%2</translation>
    </message>
    <message numerus="yes">
        <source>the tree is deeper than {} moves</source>
        <translation>
            <numerusform>树的深度超过 %n 步</numerusform>
        </translation>
    </message>
    <message>
        <source>expected &apos;;&apos; or &apos;)&apos; in the tree, not {!r}</source>
        <translation>树中应为 &apos;;&apos; 或 &apos;)&apos;，而不是 %1</translation>
    </message>
    <message>
        <source>the tree: {}</source>
        <translation>树：%1</translation>
    </message>
    <message>
        <source>not a date: {!r}</source>
        <translation>不是日期：%1</translation>
    </message>
    <message>
        <source>the start</source>
        <translation>起始局面</translation>
    </message>
    <message>
        <source>a reply must be followed by a space and the next move</source>
        <translation>应着之后必须跟一个空格和下一步</translation>
    </message>
    <message>
        <source>{}, line {}: {}</source>
        <translation>%1，第 %2 行：%3</translation>
    </message>
    <message>
        <source>{}: {}</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>{}: cannot read it ({})</source>
        <translation>%1：无法读取（%2）</translation>
    </message>
    <message>
        <source>{}: not UTF-8 text</source>
        <translation>%1：不是 UTF-8 文本</translation>
    </message>
    <message>
        <source>{!r}: rows are numbered from 1</source>
        <translation>%1：行号从 1 开始</translation>
    </message>
    <message>
        <source>{!r} is not a cell: write a letter and a row number (H8) or x,y from 0 (7,7)</source>
        <translation>%1 不是格子：请写一个字母加行号（H8），或从 0 起的 x,y（7,7）</translation>
    </message>
    <message>
        <source>{} is not on the {}x{} board</source>
        <translation>%1 不在 %2x%3 的棋盘上</translation>
    </message>
    <message>
        <source>move {}: {}</source>
        <translation>第 %1 步：%2</translation>
    </message>
    <message>
        <source>Your puzzles could not be read ({}); the file was set aside as {}</source>
        <translation>无法读取你的习题（%1）；文件已另存为 %2</translation>
    </message>
    <message>
        <source>Your puzzles could not be read ({}) nor set aside</source>
        <translation>无法读取你的习题（%1），也无法将文件另存</translation>
    </message>
    <message>
        <source>The puzzle attempts could not be read ({}); the file was set aside as {}</source>
        <translation>无法读取习题的尝试记录（%1）；文件已另存为 %2</translation>
    </message>
    <message>
        <source>The puzzle attempts could not be read ({}) nor set aside</source>
        <translation>无法读取习题的尝试记录（%1），也无法将文件另存</translation>
    </message>
    <message>
        <source>The proven values could not be read ({}); the file was set aside as {}</source>
        <translation>无法读取已证明的结果（%1）；文件已另存为 %2</translation>
    </message>
    <message>
        <source>The proven values could not be read ({}) nor set aside</source>
        <translation>无法读取已证明的结果（%1），也无法将文件另存</translation>
    </message>
    <message>
        <source>the database is damaged: {}</source>
        <translation>数据库已损坏：%1</translation>
    </message>
    <message>
        <source>written by a newer program (schema {})</source>
        <translation>由更新的程序写成（模式 %1）</translation>
    </message>
    <message>
        <source>the games table lacks {}</source>
        <translation>games 表缺少 %1</translation>
    </message>
</context>
<context>
    <name>Swap</name>
    <message>
        <source>%1: %2 is placing the opening stones…</source>
        <translation>%1：%2 正在摆开局棋子…</translation>
    </message>
    <message>
        <source>%1: %2 is placing two more stones…</source>
        <translation>%1：%2 正在再放两子…</translation>
    </message>
    <message>
        <source>%1: %2 is picking a colour…</source>
        <translation>%1：%2 正在选择颜色…</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <source>%1: place stone %2 of %3 (%4); then %5 picks a colour or two more.</source>
        <translation>%1：放第 %2 子，共 %3 子（%4）；然后 %5 选择颜色或再放两子。</translation>
    </message>
    <message>
        <source>%1: %6 places stone %2 of %3 (%4); then %5 picks a colour or two more.</source>
        <translation>%1：%6 放第 %2 子，共 %3 子（%4）；然后 %5 选择颜色或再放两子。</translation>
    </message>
    <message>
        <source>%1: place stone %2 of %3 (%4); then %5 picks a colour.</source>
        <translation>%1：放第 %2 子，共 %3 子（%4）；然后 %5 选择颜色。</translation>
    </message>
    <message>
        <source>%1: %6 places stone %2 of %3 (%4); then %5 picks a colour.</source>
        <translation>%1：%6 放第 %2 子，共 %3 子（%4）；然后 %5 选择颜色。</translation>
    </message>
    <message>
        <source>%1: pick Black or White, or place two more and let %3 pick.</source>
        <translation>%1：选择黑或白，或再放两子让 %3 选择。</translation>
    </message>
    <message>
        <source>%1: %2 picks Black or White, or places two more and lets %3 pick.</source>
        <translation>%1：%2 选择黑或白，或再放两子让 %3 选择。</translation>
    </message>
    <message>
        <source>%1: pick Black or White.</source>
        <translation>%1：选择黑或白。</translation>
    </message>
    <message>
        <source>%1: %2 picks Black or White.</source>
        <translation>%1：%2 选择黑或白。</translation>
    </message>
    <message>
        <source>%1 placed three stones (it reads %2 for White).</source>
        <translation>%1 摆了三子（它判断白方 %2）。</translation>
    </message>
    <message>
        <source>%1 placed three stones.</source>
        <translation>%1 摆了三子。</translation>
    </message>
    <message>
        <source>%1 placed two stones (it reads %2 for White).</source>
        <translation>%1 摆了两子（它判断白方 %2）。</translation>
    </message>
    <message>
        <source>%1 placed two stones.</source>
        <translation>%1 摆了两子。</translation>
    </message>
    <message>
        <source>%1 places two more (it reads %2 for White).</source>
        <translation>%1 选择再放两子（它判断白方 %2）。</translation>
    </message>
    <message>
        <source>%1 places two more.</source>
        <translation>%1 选择再放两子。</translation>
    </message>
    <message>
        <source>%1 takes Black (it reads %2 for White).</source>
        <translation>%1 执黑（它判断白方 %2）。</translation>
    </message>
    <message>
        <source>%1 takes Black.</source>
        <translation>%1 执黑。</translation>
    </message>
    <message>
        <source>%1 takes White (it reads %2 for White).</source>
        <translation>%1 执白（它判断白方 %2）。</translation>
    </message>
    <message>
        <source>%1 takes White.</source>
        <translation>%1 执白。</translation>
    </message>
    <message>
        <source>%1 settled: you play Black.</source>
        <translation>%1 已定：你执黑。</translation>
    </message>
    <message>
        <source>%1 settled: you play White.</source>
        <translation>%1 已定：你执白。</translation>
    </message>
    <message>
        <source>%1 settled: %2 plays Black, %3 White.</source>
        <translation>%1 已定：%2 执黑，%3 执白。</translation>
    </message>
    <message>
        <source>%1 could not take its part in the opening (%2): it forfeits.</source>
        <translation>%1 无法完成开局（%2）：判负。</translation>
    </message>
    <message>
        <source>in the opening: %1</source>
        <translation>在开局中：%1</translation>
    </message>
    <message>
        <source>no answer in time</source>
        <translation>没有及时回答</translation>
    </message>
</context>
<context>
    <name>Themes</name>
    <message>
        <source>it is not UTF-8 text</source>
        <translation>它不是 UTF-8 文本</translation>
    </message>
    <message>
        <source>not valid JSON: line %1: %2</source>
        <translation>不是有效的 JSON：第 %1 行：%2</translation>
    </message>
    <message>
        <source>not valid JSON: nested too deeply</source>
        <translation>不是有效的 JSON：嵌套太深</translation>
    </message>
    <message>
        <source>not a theme file (&quot;format&quot; must be &quot;%1&quot;)</source>
        <translation>不是主题文件（&quot;format&quot; 必须是 &quot;%1&quot;）</translation>
    </message>
    <message>
        <source>unknown field %1</source>
        <translation>未知字段 %1</translation>
    </message>
    <message>
        <source>&quot;version&quot; must be a whole number from 1</source>
        <translation>&quot;version&quot; 必须是从 1 起的整数</translation>
    </message>
    <message>
        <source>version %1 is newer than this app reads (%2)</source>
        <translation>版本 %1 比本应用能读取的（%2）更新</translation>
    </message>
    <message>
        <source>&quot;name&quot; must be text of 1 to %1 characters</source>
        <translation>&quot;name&quot; 必须是 1 到 %1 个字符的文本</translation>
    </message>
    <message>
        <source>&quot;scheme&quot; must be &quot;dark&quot; or &quot;light&quot;</source>
        <translation>&quot;scheme&quot; 必须是 &quot;dark&quot; 或 &quot;light&quot;</translation>
    </message>
    <message>
        <source>&quot;colours&quot; must be an object of names and #rrggbb values</source>
        <translation>&quot;colours&quot; 必须是由名称和 #rrggbb 值组成的对象</translation>
    </message>
    <message>
        <source>colour %1 needs &quot;version&quot;: %2</source>
        <translation>颜色 %1 需要 &quot;version&quot;: %2</translation>
    </message>
    <message>
        <source>unknown colour %1 (docs/themes.md lists them)</source>
        <translation>未知颜色 %1（docs/themes.md 中有列表）</translation>
    </message>
    <message>
        <source>missing colours: %1 and %2 more</source>
        <translation>缺少颜色：%1 等另外 %2 种</translation>
    </message>
    <message>
        <source>missing colours: %1</source>
        <translation>缺少颜色：%1</translation>
    </message>
    <message>
        <source>colour &quot;%1&quot; must be written #rrggbb, not %2</source>
        <translation>颜色 &quot;%1&quot; 必须写成 #rrggbb，而不是 %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>the themes folder %1 cannot be read: %2</source>
        <translation>无法读取主题文件夹 %1：%2</translation>
    </message>
    <message>
        <source>%1: a theme file&apos;s name is 1 to 40 small letters, digits, - or _, then .json</source>
        <translation>%1：主题文件名须为 1 到 40 个小写字母、数字、- 或 _，后接 .json</translation>
    </message>
    <message>
        <source>%1: a built-in theme has this name; rename the file</source>
        <translation>%1：内置主题已使用这个名字；请重命名文件</translation>
    </message>
    <message>
        <source>only the first %1 theme files of %2 are read</source>
        <translation>只读取 %2 中的前 %1 个主题文件</translation>
    </message>
</context>
<context>
    <name>Window</name>
    <message>
        <source>Tic-Tac-Toe</source>
        <translation>井字棋</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>开始新对局</translation>
    </message>
    <message>
        <source>✗ %1</source>
        <translation>✗ %1</translation>
    </message>
    <message>
        <source>Set up a new position</source>
        <translation>摆一个新局面</translation>
    </message>
    <message>
        <source>%1? The unfinished game (%2) will be lost.</source>
        <translation>%1？未完成的对局（%2）将会丢失。</translation>
    </message>
    <message>
        <source>That game was resumed in another window just now.</source>
        <translation>那局棋刚刚已在另一个窗口中继续。</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>重置统计</translation>
    </message>
    <message>
        <source>Forget every game in the statistics?</source>
        <translation>清除统计中的所有对局？</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1。%2</translation>
    </message>
</context>
</TS>
