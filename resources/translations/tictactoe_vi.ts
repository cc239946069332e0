<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="vi_VN">
<context>
    <name>About</name>
    <message>
        <source>Tic-Tac-Toe %1</source>
        <translation>Cờ caro %1</translation>
    </message>
    <message>
        <source>Tic-Tac-Toe %1: the whole m,n,k family, from 3x3 to Gomoku and Renju.

Python %2, Qt %3, PySide6 %4.
Your statistics, unfinished games and puzzles are kept in %5.</source>
        <translation>Cờ caro %1: cả họ m,n,k, từ 3x3 đến Gomoku và Renju.

Python %2, Qt %3, PySide6 %4.
Thống kê, các ván chưa xong và bài tập của bạn được lưu trong %5.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Đóng</translation>
    </message>
</context>
<context>
    <name>Access</name>
    <message>
        <source>%1, empty</source>
        <translation>%1, trống</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1, on the winning line</source>
        <translation>%1, nằm trên đường thắng</translation>
    </message>
    <message>
        <source>%1, the last move</source>
        <translation>%1, nước vừa đi</translation>
    </message>
    <message>
        <source>%1, forbidden to Black</source>
        <translation>%1, cấm với Đen</translation>
    </message>
    <message>
        <source>%1 plays %2: %3 in a row</source>
        <translation>%1 đi %2: %3 quân liên tiếp</translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <translation>%1 đi %2</translation>
    </message>
    <message>
        <source>%1 taken back</source>
        <translation>đã đi lại %1</translation>
    </message>
    <message>
        <source> and </source>
        <translation> và </translation>
    </message>
    <message>
        <source>Board, %1 by %2, %3 in a row wins</source>
        <translation>Bàn cờ %1 x %2, %3 quân liên tiếp thì thắng</translation>
    </message>
    <message>
        <source>Arrow keys move the cursor from cell to cell; Space or Return plays on the cell under it</source>
        <translation>Phím mũi tên di chuyển con trỏ giữa các ô; Space hoặc Enter để đánh vào ô đang chọn</translation>
    </message>
</context>
<context>
    <name>Adapt</name>
    <message>
        <source>Adaptive: %1, level %2</source>
        <translation>Thích ứng: %1, cấp %2</translation>
    </message>
    <message>
        <source>Adaptive plays level %1, %2: there are no ratings on %3.</source>
        <translation>Thích ứng chơi cấp %1 (%2): %3 không có điểm xếp hạng.</translation>
    </message>
    <message>
        <source>Adaptive plays level %1, %2: no level has a rating on %3 yet.</source>
        <translation>Thích ứng chơi cấp %1 (%2): trên %3 chưa cấp nào có điểm xếp hạng.</translation>
    </message>
    <message>
        <source>Adaptive plays level %1, %2: you are not rated on %3 yet.</source>
        <translation>Thích ứng chơi cấp %1 (%2): bạn chưa có điểm xếp hạng trên %3.</translation>
    </message>
    <message>
        <source>Adaptive plays level %1, %2, and moves one level a game for now. %3.</source>
        <translation>Thích ứng chơi cấp %1 (%2), tạm thời mỗi ván chỉ đổi một cấp. %3.</translation>
    </message>
    <message>
        <source>Adaptive plays level %1, %2, the nearest to you. %3.</source>
        <translation>Thích ứng chơi cấp %1 (%2), gần trình độ bạn nhất. %3.</translation>
    </message>
    <message>
        <source>Adaptive plays level %1, %2.</source>
        <translation>Thích ứng chơi cấp %1 (%2).</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>Analysing…</source>
        <translation>Đang phân tích…</translation>
    </message>
    <message>
        <source>Exact: every move solved</source>
        <translation>Chính xác: mọi nước đã được giải</translation>
    </message>
    <message>
        <source>Depth %1</source>
        <translation>Độ sâu %1</translation>
    </message>
    <message numerus="yes">
        <source>Solving: %n move(s) exact</source>
        <translation>
            <numerusform>Đang giải: %n nước đã chính xác</numerusform>
        </translation>
    </message>
    <message>
        <source>Solving…</source>
        <translation>Đang giải…</translation>
    </message>
    <message>
        <source>%1k positions/s</source>
        <translation>%1 nghìn thế cờ/giây</translation>
    </message>
    <message>
        <source>%1 positions/s</source>
        <translation>%1 thế cờ/giây</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 giây</translation>
    </message>
    <message>
        <source> · %1 more</source>
        <translation> · thêm %1</translation>
    </message>
    <message>
        <source>%1 played %2</source>
        <translation>%1 đã đi %2</translation>
    </message>
    <message>
        <source>%1 considered</source>
        <translation>%1 đã cân nhắc</translation>
    </message>
    <message>
        <source>%1; it weighed (scores for X):&lt;br&gt;%2</source>
        <translation>%1; các nước đã cân nhắc (điểm theo phía X):&lt;br&gt;%2</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Phân tích</translation>
    </message>
    <message>
        <source>Rest the pointer here to see the line on the board</source>
        <translation>Để chuột ở đây để xem đường đi trên bàn cờ</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Tạm dừng</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Từng nước</translation>
    </message>
    <message>
        <source>One computer move, then pause again</source>
        <translation>Máy đi một nước rồi tạm dừng lại</translation>
    </message>
    <message>
        <source>Pause the computers&apos; game, or resume it; Step plays one move</source>
        <translation>Tạm dừng hoặc tiếp tục ván của các máy; “Từng nước” đi một nước</translation>
    </message>
    <message>
        <source>Best line: %1</source>
        <translation>Đường đi tốt nhất: %1</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Tiếp tục</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Hòa</translation>
    </message>
    <message>
        <source>%1 wins in %2</source>
        <translation>%1 thắng sau %2</translation>
    </message>
    <message>
        <source>%1 wins in ≤ %2</source>
        <translation>%1 thắng sau ≤ %2</translation>
    </message>
    <message>
        <source>Even</source>
        <translation>Cân bằng</translation>
    </message>
    <message>
        <source>Evaluation bar</source>
        <translation>Thanh đánh giá</translation>
    </message>
</context>
<context>
    <name>Choosing</name>
    <message>
        <source>Black</source>
        <translation>Đen</translation>
    </message>
    <message>
        <source>Play Black (X): White moves next, then you</source>
        <translation>Cầm Đen (X): Trắng đi tiếp, rồi đến bạn</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Trắng</translation>
    </message>
    <message>
        <source>Play White (O): you move next</source>
        <translation>Cầm Trắng (O): bạn đi tiếp</translation>
    </message>
    <message>
        <source>Two more</source>
        <translation>Thêm hai quân</translation>
    </message>
    <message>
        <source>Place two more stones, White then Black, and let the other player choose the colour</source>
        <translation>Đặt thêm hai quân, Trắng rồi Đen, và để người kia chọn màu</translation>
    </message>
</context>
<context>
    <name>Control</name>
    <message>
        <source>Game %1 of %2</source>
        <translation>Ván %1 / %2</translation>
    </message>
    <message>
        <source>Your game is kept: Resume on the menu returns to it</source>
        <translation>Ván cờ đã được giữ lại: bấm “Tiếp tục” ở menu để quay lại</translation>
    </message>
    <message>
        <source>Nothing to undo: the opening is being settled</source>
        <translation>Không có gì để đi lại: khai cuộc đang được định</translation>
    </message>
    <message>
        <source>Nothing to undo</source>
        <translation>Không có gì để đi lại</translation>
    </message>
    <message>
        <source>Replay: %1</source>
        <translation>Xem lại: %1</translation>
    </message>
    <message>
        <source>the game is over in that position: pick an earlier move</source>
        <translation>ở thế cờ đó ván đã kết thúc: hãy chọn một nước sớm hơn</translation>
    </message>
    <message>
        <source>Set up: click a square for X, again for O, again to clear; then Play on</source>
        <translation>Xếp cờ: bấm vào ô để đặt X, bấm lần nữa để đặt O, lần nữa để xóa; rồi bấm “Chơi tiếp”</translation>
    </message>
    <message>
        <source>not setting up a position</source>
        <translation>không ở chế độ xếp cờ</translation>
    </message>
    <message>
        <source>Cannot play on: %1</source>
        <translation>Không thể chơi tiếp: %1</translation>
    </message>
    <message>
        <source>Nothing to undo: the opening&apos;s stones stay</source>
        <translation>Không có gì để đi lại: các quân khai cuộc được giữ nguyên</translation>
    </message>
    <message>
        <source>Nothing to undo: no person plays in this game</source>
        <translation>Không có gì để đi lại: không có người chơi trong ván này</translation>
    </message>
    <message>
        <source>Nothing to undo: the computer made the only move</source>
        <translation>Không có gì để đi lại: nước duy nhất là của máy</translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <source>OK</source>
        <translation>Đồng ý</translation>
    </message>
</context>
<context>
    <name>Engines</name>
    <message>
        <source>%1 plays five in a row only (k=5)</source>
        <translation>%1 chỉ chơi năm quân liên tiếp (k=5)</translation>
    </message>
    <message>
        <source>An external engine (Gomocup protocol): %1</source>
        <translation>Engine bên ngoài (giao thức Gomocup): %1</translation>
    </message>
    <message>
        <source>cannot start {!r}: {}</source>
        <translation>không khởi động được %1: %2</translation>
    </message>
    <message>
        <source>exited with status {}</source>
        <translation>đã thoát với mã %1</translation>
    </message>
    <message>
        <source>was killed by {}</source>
        <translation>bị tín hiệu %1 kết thúc</translation>
    </message>
    <message>
        <source>closed its output but is still running</source>
        <translation>đã đóng đầu ra nhưng vẫn đang chạy</translation>
    </message>
    <message>
        <source>{} (stderr: {})</source>
        <translation>%1 (đầu ra lỗi: %2)</translation>
    </message>
    <message>
        <source>expected coordinates x,y, got {!r}</source>
        <translation>cần tọa độ x,y, nhận được %1</translation>
    </message>
    <message>
        <source>START&apos;s board size must be a whole number, not {!r}</source>
        <translation>kích thước bàn cờ của START phải là số nguyên, không phải %1</translation>
    </message>
    <message>
        <source>the width must be a whole number, not {!r}</source>
        <translation>chiều rộng phải là số nguyên, không phải %1</translation>
    </message>
    <message>
        <source>the height must be a whole number, not {!r}</source>
        <translation>chiều cao phải là số nguyên, không phải %1</translation>
    </message>
    <message>
        <source>a BOARD line&apos;s field must be a whole number, not {!r}</source>
        <translation>trường của một dòng BOARD phải là số nguyên, không phải %1</translation>
    </message>
    <message>
        <source>line too long ({} characters)</source>
        <translation>dòng quá dài (%1 ký tự)</translation>
    </message>
    <message>
        <source>{} takes no arguments (got {!r})</source>
        <translation>%1 không nhận tham số (nhận được %2)</translation>
    </message>
    <message>
        <source>RECTSTART takes width,height (got {!r})</source>
        <translation>RECTSTART nhận rộng,cao (nhận được %1)</translation>
    </message>
    <message>
        <source>{}: {}</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>INFO takes a key and a value (INFO timeout_turn 1000)</source>
        <translation>INFO nhận một khóa và một giá trị (INFO timeout_turn 1000)</translation>
    </message>
    <message>
        <source>empty line</source>
        <translation>dòng trống</translation>
    </message>
    <message>
        <source>a BOARD line is x,y,field or DONE, not {!r}</source>
        <translation>một dòng BOARD là x,y,trường hoặc DONE, không phải %1</translation>
    </message>
    <message>
        <source>a BOARD field is 1 (own), 2 (opponent) or 3, not {}</source>
        <translation>trường BOARD là 1 (của mình), 2 (của đối thủ) hoặc 3, không phải %1</translation>
    </message>
    <message>
        <source>INFO rule takes a whole number (a bit mask), not {!r}</source>
        <translation>INFO rule nhận một số nguyên (mặt nạ bit), không phải %1</translation>
    </message>
    <message>
        <source>rule {} is not played here: this engine plays 0 (freestyle), 1 (exactly five), 4 (renju) and 8 (caro), with or without 2 (continuous)</source>
        <translation>luật %1 không được chơi ở đây: engine này chơi 0 (tự do), 1 (đúng năm), 4 (renju) và 8 (caro), có hoặc không có 2 (chơi liên tục)</translation>
    </message>
    <message>
        <source>expected SWAP or one to three moves x,y, got {!r}</source>
        <translation>cần SWAP hoặc một đến ba nước x,y, nhận được %1</translation>
    </message>
    <message>
        <source>pbrain engine {!r}: no such file (give the engine&apos;s path, or the name of a command on PATH)</source>
        <translation>engine pbrain %1: không có tệp này (hãy cho đường dẫn của engine, hoặc tên một lệnh trong PATH)</translation>
    </message>
    <message>
        <source>pbrain engine {!r} is not executable (chmod +x it)</source>
        <translation>engine pbrain %1 không chạy được (hãy chmod +x cho nó)</translation>
    </message>
    <message>
        <source>pbrain engine {!r}: {}</source>
        <translation>engine pbrain %1: %2</translation>
    </message>
    <message>
        <source>pbrain engine {!r} {}</source>
        <translation>engine pbrain %1: %2</translation>
    </message>
    <message>
        <source>pbrain engine {!r} did not answer ABOUT ({:g} s)</source>
        <translation>engine pbrain %1 không trả lời ABOUT (%2 giây)</translation>
    </message>
    <message>
        <source>pbrain engine {!r} did not answer START for {}x{} in time ({:g} s)</source>
        <translation>engine pbrain %1 không trả lời kịp START cho bàn %2x%3 (%4 giây)</translation>
    </message>
    <message>
        <source>pbrain engine {!r} did not answer ABOUT after INFO rule ({:g} s)</source>
        <translation>engine pbrain %1 không trả lời ABOUT sau INFO rule (%2 giây)</translation>
    </message>
    <message>
        <source>the engine did not answer RESTART ({:g} s)</source>
        <translation>engine không trả lời RESTART (%1 giây)</translation>
    </message>
    <message>
        <source>pbrain engine {!r} plays five in a row: k={} needs an engine that knows the INFO k extension (its ABOUT says mnk=&quot;1&quot;, as tictactoe brain does)</source>
        <translation>engine pbrain %1 chỉ chơi năm quân liền: k=%2 cần một engine biết phần mở rộng INFO k (ABOUT của nó có mnk=&quot;1&quot;, như tictactoe brain)</translation>
    </message>
    <message>
        <source>pbrain engine {!r} refuses a {}x{} board: {}</source>
        <translation>engine pbrain %1 từ chối bàn cờ %2x%3: %4</translation>
    </message>
    <message>
        <source>pbrain engine {!r} does not play {.value} (INFO rule {}): {}</source>
        <translation>engine pbrain %1 không chơi luật %2 (INFO rule %3): %4</translation>
    </message>
    <message>
        <source>the engine {}</source>
        <translation>engine %1</translation>
    </message>
    <message>
        <source>no move within {:g} s (the limit is {:g} s a move, plus {:g} s of grace)</source>
        <translation>không đi nước nào trong %1 giây (giới hạn là %2 giây mỗi nước, thêm %3 giây gia hạn)</translation>
    </message>
    <message>
        <source>answered {!r} instead of a move</source>
        <translation>trả lời %1 thay vì một nước đi</translation>
    </message>
    <message>
        <source>played {}, an illegal move: {}</source>
        <translation>đi %1, một nước không hợp lệ: %2</translation>
    </message>
    <message>
        <source>chose White with {}, an illegal move: {}</source>
        <translation>chọn Trắng với nước %1, một nước không hợp lệ: %2</translation>
    </message>
    <message>
        <source>SWAP2BOARD: {}</source>
        <translation>SWAP2BOARD: %1</translation>
    </message>
    <message>
        <source>said {!r} when nothing was asked</source>
        <translation>nói %1 khi không được hỏi gì</translation>
    </message>
    <message>
        <source>SWAP2BOARD asks nothing at the step {}</source>
        <translation>ở bước %1 SWAP2BOARD không hỏi gì</translation>
    </message>
    <message>
        <source>expected {} stones, got {!r}</source>
        <translation>cần %1 quân, nhận được %2</translation>
    </message>
    <message>
        <source>expected SWAP, one move or two moves, got {!r}</source>
        <translation>cần SWAP, một nước hoặc hai nước, nhận được %1</translation>
    </message>
    <message>
        <source>expected SWAP or one move, got {!r}</source>
        <translation>cần SWAP hoặc một nước, nhận được %1</translation>
    </message>
    <message>
        <source>no answer within {:g} s</source>
        <translation>không có câu trả lời trong %1 giây</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>Tic-Tac-Toe games</source>
        <translation>Ván cờ caro</translation>
    </message>
    <message>
        <source>Piskvork games</source>
        <translation>Ván Piskvork</translation>
    </message>
    <message>
        <source>SGF games</source>
        <translation>Ván SGF</translation>
    </message>
    <message>
        <source>board diagrams</source>
        <translation>sơ đồ bàn cờ</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Tất cả tệp (*)</translation>
    </message>
    <message>
        <source>Games and positions (%1)</source>
        <translation>Ván cờ và thế cờ (%1)</translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation>Mở ván cờ</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Mở ván cờ</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>Đang mở %1…</translation>
    </message>
    <message>
        <source>The file does not give its rule: it is read as freestyle</source>
        <translation>Tệp không ghi luật chơi: được đọc theo luật tự do</translation>
    </message>
    <message>
        <source>Could not open “%1”:
%2</source>
        <translation>Không mở được “%1”:
%2</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Lưu ván cờ</translation>
    </message>
    <message>
        <source>Could not save “%1”:
%2</source>
        <translation>Không lưu được “%1”:
%2</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>Đã lưu vào %1</translation>
    </message>
    <message>
        <source>Add engine (a Gomocup pbrain program)</source>
        <translation>Thêm engine (chương trình Gomocup pbrain)</translation>
    </message>
    <message>
        <source>Add engine</source>
        <translation>Thêm engine</translation>
    </message>
    <message>
        <source>Could not use %1 as an engine:
%2</source>
        <translation>Không dùng được %1 làm engine:
%2</translation>
    </message>
</context>
<context>
    <name>FirstRating</name>
    <message>
        <source>New to the game</source>
        <translation>Mới chơi</translation>
    </message>
    <message>
        <source>Played before</source>
        <translation>Đã từng chơi</translation>
    </message>
    <message>
        <source>A strong player</source>
        <translation>Người chơi mạnh</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>%1: level %2, %3</source>
        <translation>%1: cấp %2, %3</translation>
    </message>
    <message>
        <source>Your first rating starts at a level of the ladder (%1) and then follows your games. You are asked only this once.</source>
        <translation>Điểm xếp hạng đầu tiên của bạn bắt đầu từ một cấp trên thang (%1), sau đó thay đổi theo các ván bạn chơi. Câu hỏi này chỉ hỏi một lần.</translation>
    </message>
    <message>
        <source>Your first rating</source>
        <translation>Điểm xếp hạng đầu tiên</translation>
    </message>
    <message>
        <source>How well do you know the game?</source>
        <translation>Bạn chơi cờ này giỏi đến đâu?</translation>
    </message>
    <message>
        <source>Your first rating starts at level %1, %2</source>
        <translation>Điểm xếp hạng đầu tiên của bạn bắt đầu từ cấp %1 (%2)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Hủy</translation>
    </message>
    <message>
        <source>Back to the menu: no game starts</source>
        <translation>Quay lại trình đơn: không bắt đầu ván nào</translation>
    </message>
</context>
<context>
    <name>GameFile</name>
    <message>
        <source>a list</source>
        <translation>một danh sách</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>một đối tượng</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>tệp trống</translation>
    </message>
    <message>
        <source>this is a binary file, not a game record or a board diagram</source>
        <translation>đây là tệp nhị phân, không phải bản ghi ván cờ hay sơ đồ bàn cờ</translation>
    </message>
    <message>
        <source>not UTF-8 text (a binary file?)</source>
        <translation>không phải văn bản UTF-8 (tệp nhị phân?)</translation>
    </message>
    <message>
        <source>holds control characters (a binary file?)</source>
        <translation>chứa ký tự điều khiển (tệp nhị phân?)</translation>
    </message>
    <message>
        <source>the text holds binary data (NUL characters)</source>
        <translation>văn bản chứa dữ liệu nhị phân (ký tự NUL)</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>bị thiếu</translation>
    </message>
    <message>
        <source>appears twice</source>
        <translation>xuất hiện hai lần</translation>
    </message>
    <message>
        <source>holds control characters</source>
        <translation>chứa ký tự điều khiển</translation>
    </message>
    <message>
        <source>unknown side: use X and O</source>
        <translation>bên không rõ: hãy dùng X và O</translation>
    </message>
    <message>
        <source>not valid JSON</source>
        <translation>không phải JSON hợp lệ</translation>
    </message>
    <message>
        <source>the file ends too early (is it truncated?)</source>
        <translation>tệp kết thúc quá sớm (có bị cắt cụt không?)</translation>
    </message>
    <message>
        <source>the JSON is nested too deeply</source>
        <translation>JSON lồng nhau quá sâu</translation>
    </message>
    <message>
        <source>given beside &quot;help&quot;, which holds the hints since it exists: keep one</source>
        <translation>được cho cùng với &quot;help&quot;, vốn chứa các gợi ý từ khi nó có: hãy giữ một cái</translation>
    </message>
    <message>
        <source>null (not over)</source>
        <translation>null (chưa kết thúc)</translation>
    </message>
    <message>
        <source>must be more than 0 (or null: no limit)</source>
        <translation>phải lớn hơn 0 (hoặc null: không giới hạn)</translation>
    </message>
    <message>
        <source>the game is not over</source>
        <translation>ván cờ chưa kết thúc</translation>
    </message>
    <message>
        <source>the moves end in a draw</source>
        <translation>các nước đi kết thúc bằng hòa</translation>
    </message>
    <message>
        <source>an outcome by {} needs a winner</source>
        <translation>kết cục %1 cần có người thắng</translation>
    </message>
    <message>
        <source>an outcome by {} is a draw: it has no winner</source>
        <translation>kết cục %1 là hòa: không có người thắng</translation>
    </message>
    <message>
        <source>a draw can be called only when nobody can complete a line any more</source>
        <translation>chỉ được xử hòa khi không ai còn có thể tạo thành hàng</translation>
    </message>
    <message>
        <source>nobody can complete a line any more: the draw is called, not agreed</source>
        <translation>không ai còn tạo được hàng: đây là hòa do xử, không phải do thỏa thuận</translation>
    </message>
    <message>
        <source>the side to move must be X or O, not {!r}</source>
        <translation>bên đi phải là X hoặc O, không phải %1</translation>
    </message>
    <message>
        <source>{} cannot be to move: X has {} marks and O has {}, so it is {}&apos;s turn (X moves first)</source>
        <translation>không thể đến lượt %1: X có %2 quân và O có %3, nên đến lượt %4 (X đi trước)</translation>
    </message>
    <message>
        <source>no board found: write rows of X, O and &apos;.&apos;</source>
        <translation>không tìm thấy bàn cờ: hãy viết các dòng gồm X, O và &apos;.&apos;</translation>
    </message>
    <message>
        <source>header lines such as &apos;k=4&apos; must come before the board</source>
        <translation>các dòng đầu như &apos;k=4&apos; phải đứng trước bàn cờ</translation>
    </message>
    <message>
        <source>blank line inside the board: the rows must be together</source>
        <translation>dòng trống giữa bàn cờ: các dòng phải liền nhau</translation>
    </message>
    <message>
        <source>a board diagram holds the position, not a draw by agreement: save this game as .ttt or .sgf</source>
        <translation>sơ đồ bàn cờ chỉ giữ thế cờ, không giữ được hòa theo thỏa thuận: hãy lưu ván này dưới dạng .ttt hoặc .sgf</translation>
    </message>
    <message>
        <source>the last move is cut short (is the file truncated?)</source>
        <translation>nước đi cuối bị cắt dở (tệp có bị cắt cụt không?)</translation>
    </message>
    <message>
        <source>a .psq file cannot hold a set-up start that is already won: save it as .ttt or .sgf</source>
        <translation>tệp .psq không giữ được một thế bày sẵn đã phân thắng: hãy lưu dưới dạng .ttt hoặc .sgf</translation>
    </message>
    <message>
        <source>line {}</source>
        <translation>dòng %1</translation>
    </message>
    <message>
        <source>line {}, column {}</source>
        <translation>dòng %1, cột %2</translation>
    </message>
    <message>
        <source>lines {}-{}</source>
        <translation>dòng %1-%2</translation>
    </message>
    <message numerus="yes">
        <source>a number with {} digits</source>
        <translation>
            <numerusform>một số có %n chữ số</numerusform>
        </translation>
    </message>
    <message>
        <source>{} nested too deeply</source>
        <translation>%1 lồng nhau quá sâu</translation>
    </message>
    <message>
        <source>too large (over {} MB): a game record is a few kilobytes</source>
        <translation>quá lớn (trên %1 MB): một bản ghi ván cờ chỉ vài kilobyte</translation>
    </message>
    <message>
        <source>cannot read the file: {}</source>
        <translation>không đọc được tệp: %1</translation>
    </message>
    <message>
        <source>the file is named {} ({.title}) but holds what looks like {.title}: rename it {}</source>
        <translation>tệp có đuôi %1 (%2) nhưng nội dung trông như %3: hãy đổi đuôi thành %4</translation>
    </message>
    <message>
        <source>must be a whole number, not {}</source>
        <translation>phải là số nguyên, không phải %1</translation>
    </message>
    <message>
        <source>must be a whole number from 0 to {}, not {}</source>
        <translation>phải là số nguyên từ 0 đến %1, không phải %2</translation>
    </message>
    <message>
        <source>must be a number from {:g} to {:g}, not {}</source>
        <translation>phải là số từ %1 đến %2, không phải %3</translation>
    </message>
    <message>
        <source>must be a string, not {}</source>
        <translation>phải là chuỗi, không phải %1</translation>
    </message>
    <message>
        <source>must be a list, not {}</source>
        <translation>phải là danh sách, không phải %1</translation>
    </message>
    <message>
        <source>must be an object, not {}</source>
        <translation>phải là đối tượng, không phải %1</translation>
    </message>
    <message>
        <source>must be true or false, not {}</source>
        <translation>phải là true hoặc false, không phải %1</translation>
    </message>
    <message>
        <source>must be one of {}, not {}</source>
        <translation>phải là một trong %1, không phải %2</translation>
    </message>
    <message>
        <source>must be &quot;X&quot; or &quot;O&quot;, not {}</source>
        <translation>phải là &quot;X&quot; hoặc &quot;O&quot;, không phải %1</translation>
    </message>
    <message>
        <source>unknown field (known: {})</source>
        <translation>trường không rõ (các trường đã biết: %1)</translation>
    </message>
    <message numerus="yes">
        <source>longer than {} characters</source>
        <translation>
            <numerusform>dài hơn %n ký tự</numerusform>
        </translation>
    </message>
    <message>
        <source>holds an invalid character (a lone surrogate, U+{:04X})</source>
        <translation>chứa ký tự không hợp lệ (một surrogate đơn lẻ, U+%1)</translation>
    </message>
    <message>
        <source>holds {} entries; at most {} fit here</source>
        <translation>có %1 mục; ở đây chỉ chứa được tối đa %2</translation>
    </message>
    <message>
        <source>must be a pair of whole numbers [x, y], not {}</source>
        <translation>phải là một cặp số nguyên [x, y], không phải %1</translation>
    </message>
    <message>
        <source>not valid JSON: {}</source>
        <translation>không phải JSON hợp lệ: %1</translation>
    </message>
    <message>
        <source>a game record must be a JSON object, not {}</source>
        <translation>bản ghi ván cờ phải là một đối tượng JSON, không phải %1</translation>
    </message>
    <message>
        <source>missing: is this a game record? (expected &quot;format&quot;: &quot;{}&quot;)</source>
        <translation>bị thiếu: đây có phải bản ghi ván cờ không? (cần có &quot;format&quot;: &quot;%1&quot;)</translation>
    </message>
    <message>
        <source>expected {!r}, found {}</source>
        <translation>cần %1, nhưng thấy %2</translation>
    </message>
    <message>
        <source>version {} is not supported (written by a newer program?); this program reads version {}</source>
        <translation>phiên bản %1 không được hỗ trợ (do chương trình mới hơn ghi?); chương trình này đọc phiên bản %2</translation>
    </message>
    <message>
        <source>version {} is not supported; this program reads version {}</source>
        <translation>phiên bản %1 không được hỗ trợ; chương trình này đọc phiên bản %2</translation>
    </message>
    <message>
        <source>unknown field (known fields: {})</source>
        <translation>trường không rõ (các trường đã biết: %1)</translation>
    </message>
    <message>
        <source>must be an object like {{&quot;width&quot;: 3, &quot;height&quot;: 3, &quot;k&quot;: 3}}, not {}</source>
        <translation>phải là đối tượng dạng {&quot;width&quot;: 3, &quot;height&quot;: 3, &quot;k&quot;: 3}, không phải %1</translation>
    </message>
    <message>
        <source>must be null or an object {{&quot;rows&quot;: [...]}}</source>
        <translation>phải là null hoặc đối tượng {&quot;rows&quot;: [...]}</translation>
    </message>
    <message>
        <source>must be a list of strings, not {}</source>
        <translation>phải là danh sách chuỗi, không phải %1</translation>
    </message>
    <message>
        <source>must be a list of [x, y] pairs, not {}</source>
        <translation>phải là danh sách các cặp [x, y], không phải %1</translation>
    </message>
    <message>
        <source>must be an object like {{&quot;X&quot;: &quot;name&quot;, &quot;O&quot;: &quot;name&quot;}}, not {}</source>
        <translation>phải là đối tượng dạng {&quot;X&quot;: &quot;name&quot;, &quot;O&quot;: &quot;name&quot;}, không phải %1</translation>
    </message>
    <message>
        <source>must be an object like {{&quot;X&quot;: 0, &quot;O&quot;: 2}}, not {}</source>
        <translation>phải là đối tượng dạng {&quot;X&quot;: 0, &quot;O&quot;: 2}, không phải %1</translation>
    </message>
    <message>
        <source>must be an object like {{&quot;X&quot;: {{&quot;hint&quot;: 1}}}}, not {}</source>
        <translation>phải là đối tượng dạng {&quot;X&quot;: {&quot;hint&quot;: 1}}, không phải %1</translation>
    </message>
    <message>
        <source>must be an object like {{&quot;hint&quot;: 1}}, not {}</source>
        <translation>phải là đối tượng dạng {&quot;hint&quot;: 1}, không phải %1</translation>
    </message>
    <message>
        <source>unknown kind of help (known: {})</source>
        <translation>loại trợ giúp không rõ (đã biết: %1)</translation>
    </message>
    <message>
        <source>must be an object like {{&quot;termination&quot;: &quot;line&quot;, &quot;winner&quot;: &quot;X&quot;}}, not {}</source>
        <translation>phải là đối tượng dạng {&quot;termination&quot;: &quot;line&quot;, &quot;winner&quot;: &quot;X&quot;}, không phải %1</translation>
    </message>
    <message>
        <source>must be &quot;X&quot;, &quot;O&quot;, &quot;draw&quot; or null, not {}</source>
        <translation>phải là &quot;X&quot;, &quot;O&quot;, &quot;draw&quot; hoặc null, không phải %1</translation>
    </message>
    <message>
        <source>must be &quot;X&quot;, &quot;O&quot; or null, not {}</source>
        <translation>phải là &quot;X&quot;, &quot;O&quot; hoặc null, không phải %1</translation>
    </message>
    <message>
        <source>{} disagrees with the outcome ({.phrase})</source>
        <translation>%1 không khớp với kết cục (%2)</translation>
    </message>
    <message>
        <source>impossible start position: {}</source>
        <translation>thế khởi đầu không thể có: %1</translation>
    </message>
    <message>
        <source>impossible position: {}</source>
        <translation>thế cờ không thể có: %1</translation>
    </message>
    <message>
        <source>must hold {} positions (one more than the moves judged), not {}</source>
        <translation>phải chứa %1 thế cờ (nhiều hơn số nước được đánh giá một), không phải %2</translation>
    </message>
    <message>
        <source>{} cannot be played there: {}</source>
        <translation>%1 không thể đi ở đó: %2</translation>
    </message>
    <message>
        <source>{} is not on the {}x{} board (from {} to {})</source>
        <translation>%1 không nằm trên bàn cờ %2x%3 (từ %4 đến %5)</translation>
    </message>
    <message>
        <source>{} is already taken by {}</source>
        <translation>%1 đã bị %2 chiếm</translation>
    </message>
    <message>
        <source>{} is forbidden to Black under {.value}: {.phrase}</source>
        <translation>%1 bị cấm với Đen theo luật %2: %3</translation>
    </message>
    <message>
        <source>{} is a move after the end ({.phrase})</source>
        <translation>%1 là nước đi sau khi ván đã kết thúc (%2)</translation>
    </message>
    <message>
        <source>{} is a move after the end (the game is over)</source>
        <translation>%1 là nước đi sau khi ván đã kết thúc (ván cờ đã xong)</translation>
    </message>
    <message>
        <source>{.phrase} contradicts the moves: {}</source>
        <translation>kết cục “%1” mâu thuẫn với các nước đi: %2</translation>
    </message>
    <message>
        <source>{} contradicts the moves: {}</source>
        <translation>%1 mâu thuẫn với các nước đi: %2</translation>
    </message>
    <message>
        <source>the moves end with {} winning</source>
        <translation>các nước đi kết thúc với %1 thắng</translation>
    </message>
    <message>
        <source>the game ended: {.phrase}</source>
        <translation>ván cờ đã kết thúc: %1</translation>
    </message>
    <message numerus="yes">
        <source>has {} rows but the board is {} high</source>
        <translation>
            <numerusform>có %n dòng nhưng bàn cờ cao %2</numerusform>
        </translation>
    </message>
    <message>
        <source>{!r} is not a cell in a board row: use X, O or &apos;.&apos;</source>
        <translation>%1 không phải một ô trong hàng của bàn cờ: hãy dùng X, O hoặc &apos;.&apos;</translation>
    </message>
    <message>
        <source>{!r} is not a cell in a board row: use X, O or &apos;.&apos; (zero is not the letter O)</source>
        <translation>%1 không phải một ô trong hàng của bàn cờ: hãy dùng X, O hoặc &apos;.&apos; (số không không phải chữ O)</translation>
    </message>
    <message numerus="yes">
        <source>has {} cells but the board is {} wide</source>
        <translation>
            <numerusform>có %n ô nhưng bàn cờ rộng %2</numerusform>
        </translation>
    </message>
    <message>
        <source>the row has {} cells but the first row ({}) has {}</source>
        <translation>dòng này có %1 ô nhưng dòng đầu tiên (%2) có %3</translation>
    </message>
    <message>
        <source>the board is {} cells wide; at most {} are allowed</source>
        <translation>bàn cờ rộng %1 ô; tối đa cho phép %2</translation>
    </message>
    <message>
        <source>the board is {} cells high; at most {} are allowed</source>
        <translation>bàn cờ cao %1 ô; tối đa cho phép %2</translation>
    </message>
    <message>
        <source>unknown setting {!r} (known: k, rule, to_move)</source>
        <translation>thiết lập không rõ %1 (đã biết: k, rule, to_move)</translation>
    </message>
    <message>
        <source>{} is set twice (first on line {})</source>
        <translation>%1 được đặt hai lần (lần đầu ở dòng %2)</translation>
    </message>
    <message>
        <source>k must be a whole number, not {!r}</source>
        <translation>k phải là số nguyên, không phải %1</translation>
    </message>
    <message>
        <source>k={} here, but k={} was asked for</source>
        <translation>ở đây k=%1, nhưng yêu cầu là k=%2</translation>
    </message>
    <message>
        <source>k must be between 1 and {} on a {}x{} board, not {!r}</source>
        <translation>trên bàn cờ %2x%3, k phải từ 1 đến %1, không phải %4</translation>
    </message>
    <message>
        <source>to_move={} was asked for, but the file says {}</source>
        <translation>yêu cầu to_move=%1, nhưng tệp ghi %2</translation>
    </message>
    <message>
        <source>expected a header like &apos;Piskvorky 15x15, 11:11, 0&apos;, not {!r}</source>
        <translation>cần một dòng đầu dạng &apos;Piskvorky 15x15, 11:11, 0&apos;, không phải %1</translation>
    </message>
    <message>
        <source>the board is {} cells wide; this program plays 1 to {}</source>
        <translation>bàn cờ rộng %1 ô; chương trình này chơi từ 1 đến %2</translation>
    </message>
    <message>
        <source>the board is {} cells high; this program plays 1 to {}</source>
        <translation>bàn cờ cao %1 ô; chương trình này chơi từ 1 đến %2</translation>
    </message>
    <message>
        <source>a {}x{} board cannot hold five in a row (a .psq game is Gomoku, k = 5)</source>
        <translation>bàn cờ %1x%2 không chứa được năm quân liền (ván .psq là cờ caro, k = 5)</translation>
    </message>
    <message>
        <source>a move after the move list ended (on line {})</source>
        <translation>một nước đi sau khi danh sách nước đi đã hết (ở dòng %1)</translation>
    </message>
    <message>
        <source>{},{} is not on the {}x{} board (x 1..{}, y 1..{})</source>
        <translation>%1,%2 không nằm trên bàn cờ %3x%4 (x 1..%5, y 1..%6)</translation>
    </message>
    <message>
        <source>the time must be milliseconds (a whole number), not {!r}</source>
        <translation>thời gian phải tính bằng mili giây (số nguyên), không phải %1</translation>
    </message>
    <message>
        <source>expected a move &apos;x,y,time&apos;, not {!r}</source>
        <translation>cần một nước đi &apos;x,y,time&apos;, không phải %1</translation>
    </message>
    <message>
        <source>a .psq file holds Gomoku (five in a row); this game has k={}: save it as .ttt</source>
        <translation>tệp .psq chỉ giữ cờ caro (năm quân liền); ván này có k=%1: hãy lưu dưới dạng .ttt</translation>
    </message>
    <message>
        <source>a .psq file holds the moves, not a draw by agreement: save this game as .ttt or .sgf</source>
        <translation>tệp .psq chỉ giữ các nước đi, không giữ được hòa theo thỏa thuận: hãy lưu ván này dưới dạng .ttt hoặc .sgf</translation>
    </message>
    <message>
        <source>a variation before any node: write &apos;(;&apos; then the moves</source>
        <translation>một biến thể đứng trước mọi nút: hãy viết &apos;(;&apos; rồi đến các nước đi</translation>
    </message>
    <message>
        <source>&apos;)&apos; closes nothing</source>
        <translation>&apos;)&apos; không đóng gì cả</translation>
    </message>
    <message>
        <source>an empty game tree &apos;()&apos;: it needs at least one node</source>
        <translation>một cây ván cờ rỗng &apos;()&apos;: cần ít nhất một nút</translation>
    </message>
    <message>
        <source>a node outside a game tree: an SGF file starts with &apos;(;&apos;</source>
        <translation>một nút nằm ngoài cây ván cờ: tệp SGF bắt đầu bằng &apos;(;&apos;</translation>
    </message>
    <message>
        <source>a node after a variation: nodes come before the variations of their tree</source>
        <translation>một nút đứng sau biến thể: các nút phải đứng trước các biến thể của cây</translation>
    </message>
    <message>
        <source>{!r} after the last game tree</source>
        <translation>%1 sau cây ván cờ cuối cùng</translation>
    </message>
    <message>
        <source>{!r} where a node &apos;;&apos;, a variation &apos;(&apos; or its end &apos;)&apos; belongs</source>
        <translation>%1 ở chỗ phải là một nút &apos;;&apos;, một biến thể &apos;(&apos; hoặc phần kết &apos;)&apos; của nó</translation>
    </message>
    <message>
        <source>property {!r} has no upper-case letters</source>
        <translation>thuộc tính %1 không có chữ in hoa</translation>
    </message>
    <message>
        <source>property {} has no value &apos;[...]&apos;</source>
        <translation>thuộc tính %1 không có giá trị &apos;[...]&apos;</translation>
    </message>
    <message>
        <source>{} appears twice in one node</source>
        <translation>%1 xuất hiện hai lần trong một nút</translation>
    </message>
    <message>
        <source>PL must be B or W, not {!r}</source>
        <translation>PL phải là B hoặc W, không phải %1</translation>
    </message>
    <message>
        <source>PL[{}] but the stones give the turn to {}</source>
        <translation>PL[%1] nhưng theo các quân thì đến lượt %2</translation>
    </message>
    <message>
        <source>SZ must be a whole number, not {!r}</source>
        <translation>SZ phải là số nguyên, không phải %1</translation>
    </message>
    <message>
        <source>KIR (k in a row) must be a whole number, not {!r}</source>
        <translation>KIR (k quân liền) phải là số nguyên, không phải %1</translation>
    </message>
    <message>
        <source>GM[{}] is not Gomoku: this program reads GM[4] games</source>
        <translation>GM[%1] không phải cờ caro: chương trình này đọc các ván GM[4]</translation>
    </message>
    <message>
        <source>SZ must be n or w:h, not {!r}</source>
        <translation>SZ phải là n hoặc w:h, không phải %1</translation>
    </message>
    <message>
        <source>a {}x{} board cannot hold five in a row: add KIR[k] for k in a row</source>
        <translation>bàn cờ %1x%2 không chứa được năm quân liền: hãy thêm KIR[k] cho k quân liền</translation>
    </message>
    <message>
        <source>RU[{}] is not a rule this program plays: it knows Freestyle, Standard, Renju, Caro</source>
        <translation>RU[%1] không phải luật mà chương trình này chơi: nó biết Freestyle, Standard, Renju, Caro</translation>
    </message>
    <message>
        <source>{} is a pass: not a move in this game</source>
        <translation>%1 là bỏ lượt: trò chơi này không có nước đó</translation>
    </message>
    <message>
        <source>{} is not a point: write two letters, column then row (aa is the top-left)</source>
        <translation>%1 không phải một điểm: hãy viết hai chữ cái, cột trước rồi hàng (aa là góc trên bên trái)</translation>
    </message>
    <message>
        <source>[{}] is not on the {}x{} board</source>
        <translation>[%1] không nằm trên bàn cờ %2x%3</translation>
    </message>
    <message>
        <source>{}[{}]: the point has a stone already</source>
        <translation>%1[%2]: điểm này đã có quân</translation>
    </message>
    <message>
        <source>{} after the first node: set-up and board properties belong in the root</source>
        <translation>%1 sau nút đầu tiên: các thuộc tính bày quân và bàn cờ phải nằm ở gốc</translation>
    </message>
    <message>
        <source>{} holds {} values: a move is one</source>
        <translation>%1 chứa %2 giá trị: một nước đi chỉ có một</translation>
    </message>
    <message>
        <source>{}[{}] but it is {}&apos;s turn</source>
        <translation>%1[%2] nhưng đang đến lượt %3</translation>
    </message>
    <message>
        <source>RE[{}] (a draw) contradicts the moves: {} has a line</source>
        <translation>RE[%1] (hòa) mâu thuẫn với các nước đi: %2 đã có hàng</translation>
    </message>
    <message>
        <source>RE[{}] contradicts the moves: {} has a line</source>
        <translation>RE[%1] mâu thuẫn với các nước đi: %2 đã có hàng</translation>
    </message>
    <message>
        <source>GC: {}</source>
        <translation>GC: %1</translation>
    </message>
    <message>
        <source>not an SGF file: it must start with &apos;(;&apos;</source>
        <translation>không phải tệp SGF: tệp phải bắt đầu bằng &apos;(;&apos;</translation>
    </message>
    <message>
        <source>the file ends before every &apos;(&apos; is closed (is it truncated?)</source>
        <translation>tệp kết thúc trước khi mọi &apos;(&apos; được đóng (có bị cắt cụt không?)</translation>
    </message>
    <message>
        <source>the file ends inside a value &apos;[...&apos; (is it truncated?)</source>
        <translation>tệp kết thúc giữa một giá trị &apos;[...&apos; (có bị cắt cụt không?)</translation>
    </message>
    <message>
        <source>B and W in one node: one move per node</source>
        <translation>B và W trong cùng một nút: mỗi nút một nước</translation>
    </message>
</context>
<context>
    <name>Help_</name>
    <message>
        <source>A hint is the engine&apos;s help. Take the hint?</source>
        <translation>Gợi ý là sự trợ giúp của engine. Xem gợi ý?</translation>
    </message>
    <message>
        <source>The analysis panel shows the engine&apos;s evaluation and best line. Open it?</source>
        <translation>Bảng phân tích cho thấy đánh giá của engine và đường đi tốt nhất. Mở bảng?</translation>
    </message>
    <message>
        <source>After a takeback you have seen the computer&apos;s reply to your move. Take the move back?</source>
        <translation>Sau khi đi lại, bạn đã thấy máy đáp lại nước của mình thế nào. Vẫn đi lại?</translation>
    </message>
    <message>
        <source>This game will not be rated</source>
        <translation>Ván này sẽ không tính điểm</translation>
    </message>
    <message>
        <source>%1

This game will not be rated: a game in which you take help does not count for your rating. No goes back to the game, still rated.</source>
        <translation>%1

Ván này sẽ không tính điểm: ván có dùng trợ giúp không được tính vào điểm xếp hạng. Chọn “Không” để quay lại ván, vẫn được tính điểm.</translation>
    </message>
    <message numerus="yes">
        <source>%n hint(s)</source>
        <translation>
            <numerusform>%n lần gợi ý</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n takeback(s)</source>
        <translation>
            <numerusform>%n lần đi lại</numerusform>
        </translation>
    </message>
    <message>
        <source>a look at the analysis panel</source>
        <translation>một lần xem bảng phân tích</translation>
    </message>
    <message numerus="yes">
        <source>%n look(s) at the analysis panel</source>
        <translation>
            <numerusform>%n lần xem bảng phân tích</numerusform>
        </translation>
    </message>
    <message>
        <source>the engine&apos;s knowledge shown</source>
        <translation>hiển thị hiểu biết của engine</translation>
    </message>
    <message>
        <source>a chosen start</source>
        <translation>thế cờ khởi đầu tự chọn</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 và %2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>You took %1</source>
        <translation>Bạn đã dùng %1</translation>
    </message>
    <message>
        <source>%1 took %2</source>
        <translation>%1 đã dùng %2</translation>
    </message>
    <message>
        <source>Hint: %1 looks best.</source>
        <translation>Gợi ý: %1 có vẻ tốt nhất.</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <source>you took %1 in this game</source>
        <translation>bạn đã dùng %1 trong ván này</translation>
    </message>
    <message>
        <source>Show what the engine knows was on</source>
        <translation>đã bật “Hiện những gì engine biết”</translation>
    </message>
    <message>
        <source>the game began from a chosen position, not the empty board</source>
        <translation>ván cờ bắt đầu từ thế cờ tự chọn, không phải bàn cờ trống</translation>
    </message>
    <message>
        <source>Not rated: %1.</source>
        <translation>Không tính điểm: %1.</translation>
    </message>
    <message>
        <source>Hint: no move to suggest</source>
        <translation>Gợi ý: không có nước nào để đề xuất</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Gợi ý: %1</translation>
    </message>
    <message>
        <source>Hint: %1 looks best (engine&apos;s score %2, depth %3)</source>
        <translation>Gợi ý: %1 có vẻ tốt nhất (điểm của engine %2, độ sâu %3)</translation>
    </message>
</context>
<context>
    <name>Keeper</name>
    <message>
        <source>Statistics are off this time: %1</source>
        <translation>Lần này không ghi thống kê: %1</translation>
    </message>
    <message>
        <source>%1; it could not be moved aside either (%2)</source>
        <translation>%1; cũng không thể chuyển tệp sang chỗ khác (%2)</translation>
    </message>
    <message>
        <source>The unfinished game could not be resumed: %1.</source>
        <translation>Không thể tiếp tục ván cờ dở: %1.</translation>
    </message>
    <message>
        <source>%1 It was set aside as %2 in %3.</source>
        <translation>%1 Tệp đã được cất riêng thành %2 trong %3.</translation>
    </message>
    <message>
        <source> and </source>
        <translation> và </translation>
    </message>
    <message>
        <source>Autosave failed: %1 (in %2); Save your game by hand</source>
        <translation>Tự động lưu thất bại: %1 (trong %2); hãy tự lưu ván cờ</translation>
    </message>
    <message>
        <source>The statistics could not be written: %1</source>
        <translation>Không ghi được thống kê: %1</translation>
    </message>
    <message>
        <source>The statistics could not be read: %1</source>
        <translation>Không đọc được thống kê: %1</translation>
    </message>
    <message>
        <source>This game is not in the statistics: they could not be written (%1).</source>
        <translation>Ván này không có trong thống kê: không ghi được (%1).</translation>
    </message>
    <message numerus="yes">
        <source>%n finished game(s) back in your statistics</source>
        <translation>
            <numerusform>%n ván đã xong đã trở lại thống kê của bạn</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unfinished game(s) back on the menu</source>
        <translation>
            <numerusform>%n ván chưa xong lại có trên trình đơn</numerusform>
        </translation>
    </message>
    <message>
        <source>Files an earlier version of the game had set aside were read again: %1.</source>
        <translation>Các tệp mà một phiên bản trước của trò chơi đã cất riêng đã được đọc lại: %1.</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>The statistics could not be read (%1); they were set aside as %2 and new ones started.</source>
        <translation>Không đọc được thống kê (%1); tệp đã được cất riêng thành %2 và bắt đầu thống kê mới.</translation>
    </message>
    <message>
        <source>1 game in the statistics could not be read (%1) and is left out; the file keeps it.</source>
        <translation>1 ván trong thống kê không đọc được (%1) nên bị bỏ qua; tệp vẫn giữ ván đó.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) in the statistics could not be read (%1) and are left out; the file keeps them.</source>
        <translation>
            <numerusform>%n ván trong thống kê không đọc được (%1) nên bị bỏ qua; tệp vẫn giữ các ván đó.</numerusform>
        </translation>
    </message>
    <message>
        <source>1 game in the statistics could not be read and is left out; the file keeps it.</source>
        <translation>1 ván trong thống kê không đọc được nên bị bỏ qua; tệp vẫn giữ ván đó.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) in the statistics could not be read and are left out; the file keeps them.</source>
        <translation>
            <numerusform>%n ván trong thống kê không đọc được nên bị bỏ qua; tệp vẫn giữ các ván đó.</numerusform>
        </translation>
    </message>
    <message>
        <source>1 game kept aside earlier was added to the statistics.</source>
        <translation>1 ván được cất riêng trước đó đã được thêm vào thống kê.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) kept aside earlier were added to the statistics.</source>
        <translation>
            <numerusform>%n ván được cất riêng trước đó đã được thêm vào thống kê.</numerusform>
        </translation>
    </message>
    <message>
        <source>The statistics file is damaged (%1), but another program has it open, so it was left where it is</source>
        <translation>Tệp thống kê bị hỏng (%1), nhưng một chương trình khác đang mở nó nên tệp được để nguyên</translation>
    </message>
    <message>
        <source>The statistics file is in use by another program (%1)</source>
        <translation>Tệp thống kê đang được chương trình khác dùng (%1)</translation>
    </message>
    <message>
        <source>The statistics file cannot be written (%1)</source>
        <translation>Không ghi được vào tệp thống kê (%1)</translation>
    </message>
    <message>
        <source>The statistics file cannot be used (%1)</source>
        <translation>Không dùng được tệp thống kê (%1)</translation>
    </message>
    <message>
        <source>The statistics file was written by a newer version of the game (%1), so this one leaves it as it is</source>
        <translation>Tệp thống kê được ghi bởi một phiên bản mới hơn của trò chơi (%1), nên phiên bản này để nguyên nó</translation>
    </message>
    <message>
        <source>your games so far are shown</source>
        <translation>các ván trước đây vẫn được hiển thị</translation>
    </message>
    <message>
        <source>your games so far cannot be shown this time</source>
        <translation>lần này không hiển thị được các ván trước đây</translation>
    </message>
    <message>
        <source>new games are kept aside and added to it at the next start that can write it</source>
        <translation>các ván mới được cất riêng và sẽ được thêm vào ở lần mở sau khi ghi được</translation>
    </message>
    <message>
        <source>new games are not recorded this time</source>
        <translation>lần này không ghi lại các ván mới</translation>
    </message>
    <message>
        <source>%1: %2, and %3.</source>
        <translation>%1: %2, và %3.</translation>
    </message>
    <message>
        <source>you</source>
        <translation>bạn</translation>
    </message>
    <message>
        <source>game %1 of %2 over</source>
        <translation>ván %1 / %2 đã xong</translation>
    </message>
    <message>
        <source>game %1 of %2</source>
        <translation>ván %1 / %2</translation>
    </message>
    <message>
        <source>move %1</source>
        <translation>nước %1</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 đấu %2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message numerus="yes">
        <source>%1, %2, %n game(s)</source>
        <translation>
            <numerusform>%1, %2, %n ván</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
</context>
<context>
    <name>Keys</name>
    <message>
        <source>Undo: take back your last move</source>
        <translation>Đi lại: rút lại nước vừa đi của bạn</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Làm lại</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Lưu ván cờ</translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation>Mở ván cờ</translation>
    </message>
    <message>
        <source>Resume the kept game</source>
        <translation>Tiếp tục ván đã giữ</translation>
    </message>
    <message>
        <source>Sound on or off</source>
        <translation>Bật hoặc tắt âm thanh</translation>
    </message>
    <message>
        <source>Hint: the best move and every square&apos;s value (counted)</source>
        <translation>Gợi ý: nước tốt nhất và giá trị từng ô (tính là trợ giúp)</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Thoát</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source> or </source>
        <translation> hoặc </translation>
    </message>
</context>
<context>
    <name>Menu</name>
    <message>
        <source>Player 1</source>
        <translation>Người chơi 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Người chơi 2</translation>
    </message>
    <message>
        <source>Alternate</source>
        <translation>Luân phiên</translation>
    </message>
    <message>
        <source>the kept game is over but its series does not say so</source>
        <translation>ván đã giữ đã kết thúc nhưng loạt ván không ghi nhận điều đó</translation>
    </message>
    <message>
        <source>the kept game&apos;s series is already over</source>
        <translation>loạt ván của ván đã giữ đã kết thúc</translation>
    </message>
    <message>
        <source>the kept game&apos;s players %1 are not its series&apos; %2</source>
        <translation>người chơi của ván đã giữ %1 không khớp với loạt ván %2</translation>
    </message>
    <message>
        <source>type the board width</source>
        <translation>hãy nhập chiều rộng bàn cờ</translation>
    </message>
    <message>
        <source>type the board height</source>
        <translation>hãy nhập chiều cao bàn cờ</translation>
    </message>
    <message>
        <source>type k (marks in a row to win)</source>
        <translation>hãy nhập k (số quân liên tiếp để thắng)</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Tiếp tục</translation>
    </message>
    <message>
        <source>Return to the game you left, exactly where it was</source>
        <translation>Quay lại ván bạn đã rời, đúng chỗ đang chơi</translation>
    </message>
    <message>
        <source>Tic-Tac-Toe</source>
        <translation>Cờ caro</translation>
    </message>
    <message>
        <source>m,n,k: any board up to 20x20, k in a row wins. Return plays, Ctrl+O opens a game, Esc quits.</source>
        <translation>m,n,k: bàn cờ bất kỳ đến 20x20, k quân liên tiếp thì thắng. Enter để chơi, Ctrl+O mở ván cờ, Esc để thoát.</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Bàn cờ</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>Rộng</translation>
    </message>
    <message>
        <source>Width: %1 to %2</source>
        <translation>Rộng: từ %1 đến %2</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>Cao</translation>
    </message>
    <message>
        <source>Height: %1 to %2</source>
        <translation>Cao: từ %1 đến %2</translation>
    </message>
    <message>
        <source>k in a row</source>
        <translation>k liên tiếp</translation>
    </message>
    <message>
        <source>marks in a row to win: 1 to the longest side</source>
        <translation>số quân liên tiếp để thắng: từ 1 đến cạnh dài nhất</translation>
    </message>
    <message>
        <source>Who starts (plays X)</source>
        <translation>Ai đi trước (cầm X)</translation>
    </message>
    <message>
        <source>Games in the series</source>
        <translation>Số ván trong loạt</translation>
    </message>
    <message>
        <source>Mute sound</source>
        <translation>Tắt tiếng</translation>
    </message>
    <message>
        <source>Show what the engine knows</source>
        <translation>Hiện những gì engine biết</translation>
    </message>
    <message>
        <source>In your games, show the proven result, the evaluation and the best line from the start. It is help: your games are not rated while it is on. (Games between computers always show it.)</source>
        <translation>Trong ván của bạn, hiện ngay từ đầu kết quả đã chứng minh, đánh giá và đường đi tốt nhất. Đây là trợ giúp: khi bật, ván của bạn không được tính điểm. (Ván giữa các máy luôn hiện.)</translation>
    </message>
    <message>
        <source>The other unfinished games, each kept until it is finished</source>
        <translation>Các ván dở khác, mỗi ván được giữ đến khi chơi xong</translation>
    </message>
    <message>
        <source>Resume it</source>
        <translation>Tiếp tục ván đó</translation>
    </message>
    <message>
        <source>Return to the unfinished game, exactly where it was</source>
        <translation>Quay lại ván cờ dở, đúng chỗ đang chơi</translation>
    </message>
    <message>
        <source>Start the new game</source>
        <translation>Bắt đầu ván mới</translation>
    </message>
    <message>
        <source>Resume: %1</source>
        <translation>Tiếp tục: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n more unfinished game(s)</source>
        <translation>
            <numerusform>thêm %n ván dở</numerusform>
        </translation>
    </message>
    <message>
        <source>Start %1; the unfinished game stays kept for Resume</source>
        <translation>Bắt đầu %1; ván dở vẫn được giữ để “Tiếp tục”</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Chơi</translation>
    </message>
    <message>
        <source>Start the game (Return)</source>
        <translation>Bắt đầu ván (Enter)</translation>
    </message>
    <message>
        <source>Set up…</source>
        <translation>Xếp cờ…</translation>
    </message>
    <message>
        <source>Set up a position: place marks freely, then play on</source>
        <translation>Xếp một thế cờ: đặt quân tùy ý rồi chơi tiếp</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Mở…</translation>
    </message>
    <message>
        <source>Open a saved game or a board diagram (Ctrl+O)</source>
        <translation>Mở ván cờ đã lưu hoặc sơ đồ bàn cờ (Ctrl+O)</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Thống kê</translation>
    </message>
    <message>
        <source>Your results against each opponent, on each board</source>
        <translation>Kết quả của bạn với từng đối thủ, trên từng bàn cờ</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>Bài tập</translation>
    </message>
    <message>
        <source>Winning positions to solve, near your puzzle rating</source>
        <translation>Các thế cờ thắng để giải, gần với điểm bài tập của bạn</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>Cài đặt…</translation>
    </message>
    <message>
        <source>The theme, the board&apos;s style, the language and other settings</source>
        <translation>Giao diện, kiểu bàn cờ, ngôn ngữ và các cài đặt khác</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Thoát</translation>
    </message>
    <message>
        <source>Quit (Esc)</source>
        <translation>Thoát (Esc)</translation>
    </message>
    <message>
        <source>Choose a %1 by %2 board, %3 in a row wins</source>
        <translation>Chọn bàn cờ %1 x %2, %3 quân liên tiếp thì thắng</translation>
    </message>
    <message>
        <source>Player 1 plays X and starts every game</source>
        <translation>Người chơi 1 cầm X và đi trước mọi ván</translation>
    </message>
    <message>
        <source>Player 2 plays X and starts every game</source>
        <translation>Người chơi 2 cầm X và đi trước mọi ván</translation>
    </message>
    <message>
        <source>The players take turns to start and play X</source>
        <translation>Hai người luân phiên đi trước và cầm X</translation>
    </message>
    <message>
        <source>How many games the series has, 1 to %1</source>
        <translation>Số ván trong loạt, từ 1 đến %1</translation>
    </message>
    <message>
        <source>Turn the game&apos;s sounds off, or on again</source>
        <translation>Tắt hoặc bật lại âm thanh của trò chơi</translation>
    </message>
    <message>
        <source>Who starts (proposes)</source>
        <translation>Ai đi trước (đề xuất)</translation>
    </message>
    <message>
        <source>Unfinished game: %1
New game: %2 (in its place)</source>
        <translation>Ván dở: %1
Ván mới: %2 (thay thế ván dở)</translation>
    </message>
    <message>
        <source>Unfinished game: %1
New game: %2</source>
        <translation>Ván dở: %1
Ván mới: %2</translation>
    </message>
    <message>
        <source>Start %1; the unfinished game is given up</source>
        <translation>Bắt đầu %1; bỏ ván cờ dở</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>k or more in a row wins (Tic-Tac-Toe, free Gomoku)</source>
        <translation>k quân liền trở lên là thắng (cờ ca-rô ba ô, gomoku tự do)</translation>
    </message>
    <message>
        <source>Exactly k in a row wins; a longer row does not</source>
        <translation>Đúng k quân liền mới thắng; hàng dài hơn thì không</translation>
    </message>
    <message>
        <source>Five in a row: Black may not make a double three, a double four or an overline, and wins with exactly five; White wins with five or more</source>
        <translation>Năm quân liền: Đen không được tạo ba-ba, bốn-bốn hay hàng dài, và thắng khi đúng năm quân; Trắng thắng với năm quân trở lên</translation>
    </message>
    <message>
        <source>Five in a row: six or more wins, and a five wins unless both its ends are blocked</source>
        <translation>Năm quân: sáu quân trở lên là thắng, còn năm quân thắng trừ khi bị chặn cả hai đầu</translation>
    </message>
    <message>
        <source>The player who starts plays X (Black) and moves first</source>
        <translation>Người đi trước cầm X (Đen) và đi nước đầu</translation>
    </message>
    <message>
        <source>The player who starts places three stones (Black, White, Black); the other picks a colour</source>
        <translation>Người đi trước đặt ba quân (Đen, Trắng, Đen); người kia chọn màu</translation>
    </message>
    <message>
        <source>As swap, but the other may instead place two more stones (White, Black) and let the first pick the colour</source>
        <translation>Như swap, nhưng người kia có thể đặt thêm hai quân (Trắng, Đen) và để người đầu chọn màu</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Luật</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>Khai cuộc</translation>
    </message>
    <message>
        <source>Rules…</source>
        <translation>Luật chơi…</translation>
    </message>
    <message>
        <source>How each rule is played, with diagrams, and the swap openings</source>
        <translation>Cách chơi từng luật, có hình minh họa, và các khai cuộc swap</translation>
    </message>
    <message>
        <source>What wins, and under renju what Black may not play</source>
        <translation>Thế nào là thắng, và trong renju Đen không được đi đâu</translation>
    </message>
    <message>
        <source>What wins, and under renju what Black may not play (renju and caro: five in a row only)</source>
        <translation>Thế nào là thắng, và trong renju Đen không được đi đâu (renju và caro: chỉ năm quân liền)</translation>
    </message>
    <message>
        <source>How the colours are settled</source>
        <translation>Cách định màu quân</translation>
    </message>
    <message>
        <source>How the colours are settled (swap and swap2: five in a row on boards of %1x%1 and up)</source>
        <translation>Cách định màu quân (swap và swap2: năm quân liền trên bàn từ %1x%1 trở lên)</translation>
    </message>
    <message>
        <source>✓ %1x%2 board, %3 in a row wins (%4); %5 opening</source>
        <translation>✓ Bàn %1x%2, %3 quân liền là thắng (%4); khai cuộc %5</translation>
    </message>
    <message>
        <source>✓ %1x%2 board, %3 in a row wins; %4 opening</source>
        <translation>✓ Bàn %1x%2, %3 quân liền là thắng; khai cuộc %4</translation>
    </message>
    <message>
        <source>✓ %1x%2 board, %3 in a row wins (%4)</source>
        <translation>✓ Bàn %1x%2, %3 quân liền là thắng (%4)</translation>
    </message>
    <message>
        <source>✓ %1x%2 board, %3 in a row wins</source>
        <translation>✓ bàn cờ %1x%2, %3 quân liên tiếp thì thắng</translation>
    </message>
</context>
<context>
    <name>Moves</name>
    <message>
        <source>Moves</source>
        <translation>Các nước</translation>
    </message>
    <message>
        <source>Move list</source>
        <translation>Danh sách nước đi</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Đầu tiên</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Home</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Lùi</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Trái</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Tới</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Phải</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Cuối cùng</translation>
    </message>
    <message>
        <source>End</source>
        <translation>End</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Auto</source>
        <translation>Tự động</translation>
    </message>
    <message>
        <source>Replay the moves one by one</source>
        <translation>Phát lại từng nước một</translation>
    </message>
    <message>
        <source>Replay speed</source>
        <translation>Tốc độ phát lại</translation>
    </message>
    <message>
        <source>speed</source>
        <translation>tốc độ</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Chơi từ đây</translation>
    </message>
    <message>
        <source>A new game from the position shown, with any players</source>
        <translation>Ván mới từ thế cờ đang hiện, với người chơi tùy chọn</translation>
    </message>
    <message>
        <source>How fast Auto replays the moves</source>
        <translation>Tốc độ “Tự động” phát lại các nước</translation>
    </message>
    <message>
        <source>Every move of the game: choose one to see the position after it (Home, Left, Right and End step through them)</source>
        <translation>Mọi nước của ván: chọn một nước để xem thế cờ sau nước đó (Home, Trái, Phải và End để duyệt)</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Bắt đầu</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Tạm dừng</translation>
    </message>
</context>
<context>
    <name>Over</name>
    <message>
        <source>Play again</source>
        <translation>Chơi lại</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menu</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Thoát</translation>
    </message>
    <message>
        <source>Save game…</source>
        <translation>Lưu ván…</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Xem lại</translation>
    </message>
    <message>
        <source>Step through the game move by move</source>
        <translation>Xem lại ván từng nước một</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Phân tích ván</translation>
    </message>
    <message>
        <source>Every move judged by the engine, your accuracy, and your mistakes to learn from</source>
        <translation>Engine chấm từng nước, độ chính xác của bạn, và các lỗi để học hỏi</translation>
    </message>
    <message>
        <source>The next game of the series, or a new one, with the same players and board</source>
        <translation>Ván tiếp theo của loạt, hoặc ván mới, cùng người chơi và bàn cờ</translation>
    </message>
    <message>
        <source>Quit the game</source>
        <translation>Thoát trò chơi</translation>
    </message>
    <message>
        <source>Save this game to a file (Ctrl+S)</source>
        <translation>Lưu ván này vào tệp (Ctrl+S)</translation>
    </message>
    <message>
        <source>Games of the series</source>
        <translation>Các ván trong loạt</translation>
    </message>
    <message>
        <source>Who won each game of the series so far</source>
        <translation>Ai thắng từng ván của loạt cho đến nay</translation>
    </message>
    <message>
        <source>Scorecard</source>
        <translation>Bảng điểm</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Thắng</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>Hòa</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>Thua</translation>
    </message>
    <message>
        <source>you win the series</source>
        <translation>bạn thắng cả loạt</translation>
    </message>
    <message>
        <source>%1 wins the series</source>
        <translation>%1 thắng cả loạt</translation>
    </message>
    <message>
        <source>This session, %1. %2: %3, %4, %5</source>
        <translation>Lần chơi này, %1. %2: %3, %4, %5</translation>
    </message>
    <message>
        <source>the series is level</source>
        <translation>loạt ván hòa</translation>
    </message>
    <message>
        <source>Series over: %1</source>
        <translation>Kết thúc loạt: %1</translation>
    </message>
    <message>
        <source>Game %1 of %2</source>
        <translation>Ván %1 / %2</translation>
    </message>
    <message numerus="yes">
        <source>Final scorecard: %1 of %n game(s)</source>
        <translation>
            <numerusform>Bảng điểm cuối: %1 / %n ván</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Scorecard so far: %1 of %n game(s)</source>
        <translation>
            <numerusform>Bảng điểm hiện tại: %1 / %n ván</numerusform>
        </translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>hòa</translation>
    </message>
    <message>
        <source>%1 won</source>
        <translation>%1 thắng</translation>
    </message>
    <message>
        <source>Game %1: %2 (%3 started)</source>
        <translation>Ván %1: %2 (%3 đi trước)</translation>
    </message>
    <message>
        <source>New series</source>
        <translation>Loạt mới</translation>
    </message>
    <message>
        <source>Next game</source>
        <translation>Ván tiếp</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n ván</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n win(s)</source>
        <translation>
            <numerusform>%n thắng</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n draw(s)</source>
        <translation>
            <numerusform>%n hòa</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n loss(es)</source>
        <translation>
            <numerusform>%n thua</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Overlay</name>
    <message>
        <source>%1: forbidden to Black</source>
        <translation>%1: cấm với Đen</translation>
    </message>
</context>
<context>
    <name>PlayFrom</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Chơi từ đây</translation>
    </message>
    <message>
        <source>A new game from the position after move %1: %2 to move.</source>
        <translation>Ván mới từ thế cờ sau nước %1: đến lượt %2.</translation>
    </message>
    <message>
        <source>A new game from the start: %1 to move.</source>
        <translation>Ván mới từ đầu: đến lượt %1.</translation>
    </message>
    <message>
        <source>The new game will not be rated: it starts from a chosen position, not the empty board.</source>
        <translation>Ván mới sẽ không tính điểm: ván bắt đầu từ thế cờ tự chọn, không phải bàn cờ trống.</translation>
    </message>
    <message>
        <source>Player for %1</source>
        <translation>Người chơi cầm %1</translation>
    </message>
    <message>
        <source>Who plays %1 in the new game</source>
        <translation>Ai cầm %1 trong ván mới</translation>
    </message>
    <message>
        <source>%1 plays:</source>
        <translation>Cầm %1:</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Chơi</translation>
    </message>
    <message>
        <source>Start the new game from this position</source>
        <translation>Bắt đầu ván mới từ thế cờ này</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Hủy</translation>
    </message>
    <message>
        <source>Keep the game as it is</source>
        <translation>Giữ nguyên ván cờ</translation>
    </message>
</context>
<context>
    <name>Players</name>
    <message>
        <source>Human</source>
        <translation>Người</translation>
    </message>
    <message>
        <source>You: click a cell to play.</source>
        <translation>Chính bạn: bấm vào ô để đánh.</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Nhập môn</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Dễ</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Trung bình</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Khó</translation>
    </message>
    <message>
        <source>The engine at full strength within 1 s per move (exact where it can be).</source>
        <translation>Engine dốc toàn lực, 1 giây mỗi nước (chính xác khi có thể).</translation>
    </message>
    <message>
        <source>Perfect</source>
        <translation>Hoàn hảo</translation>
    </message>
    <message>
        <source>Exact wherever the position can be solved (always on 3x3 and 4x4); never loses a game that can be drawn, and picks the moves that give you the most chances to go wrong. On large boards: the strongest search, 3 s per move.</source>
        <translation>Chính xác ở mọi thế cờ giải được (luôn như vậy trên 3x3 và 4x4); không bao giờ thua ván có thể hòa, và chọn nước khiến bạn dễ đi sai nhất. Trên bàn lớn: tìm kiếm mạnh nhất, 3 giây mỗi nước.</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Cấp độ</translation>
    </message>
    <message>
        <source>Adaptive</source>
        <translation>Thích ứng</translation>
    </message>
    <message>
        <source>Picks, for each new game in the app, the level that matches your rating on the board (the lowest level until you have one), and says which.</source>
        <translation>Mỗi ván mới, chọn cấp hợp với điểm xếp hạng của bạn trên bàn cờ đó (cấp thấp nhất khi bạn chưa có điểm) và cho biết là cấp nào.</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Ngẫu nhiên</translation>
    </message>
    <message>
        <source>Plays uniformly at random.</source>
        <translation>Đánh hoàn toàn ngẫu nhiên.</translation>
    </message>
    <message>
        <source>Forecaster</source>
        <translation>Nhà tiên tri</translation>
    </message>
    <message>
        <source>From TRYST&apos;98 Tic Tac Toe (Anshul Sood and Ankit Jain, New Delhi, 1998). It weighs its chances of winning: the best of its own moves, the average of yours (you take a win at once when you have one); 0.5 at the horizon. Foresight sets how far it looks; the draw value sets how much it likes a draw (0 attacks, 1 defends).</source>
        <translation>Từ TRYST&apos;98 Tic Tac Toe (Anshul Sood và Ankit Jain, New Delhi, 1998). Nó ước lượng cơ hội thắng: lấy nước tốt nhất của mình, trung bình các nước của bạn (bạn sẽ thắng ngay khi có nước thắng); ở tầm nhìn xa nhất tính 0,5. “Tầm nhìn” quyết định nó nhìn xa đến đâu; “giá trị hòa” quyết định nó thích hòa đến mức nào (0 tấn công, 1 phòng thủ).</translation>
    </message>
    <message>
        <source>Foresight</source>
        <translation>Tầm nhìn</translation>
    </message>
    <message>
        <source>level of foresight (a level is a move by each side); &apos;expert&apos; looks deep enough to be exact</source>
        <translation>mức nhìn trước (mỗi mức là một nước của mỗi bên); “chuyên gia” nhìn đủ sâu để chính xác</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Chuyên gia</translation>
    </message>
    <message>
        <source>Draw value</source>
        <translation>Giá trị hòa</translation>
    </message>
    <message>
        <source>the value of a drawn game: 0 totally attacking .. 1 totally defensive</source>
        <translation>giá trị của ván hòa: 0 hoàn toàn tấn công .. 1 hoàn toàn phòng thủ</translation>
    </message>
    <message>
        <source>Lookahead</source>
        <translation>Nhìn trước</translation>
    </message>
    <message>
        <source>From the lookahead article on game trees. It scores positions a few moves ahead; a win scores infinity/level, so it prefers the quickest win, and a lower win score makes it more defensive.</source>
        <translation>Từ bài viết về nhìn trước trên cây trò chơi. Nó chấm điểm các thế cờ vài nước sau; một ván thắng được “vô cực/mức”, nên nó thích thắng nhanh nhất, và điểm thắng thấp hơn khiến nó phòng thủ hơn.</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Độ sâu</translation>
    </message>
    <message>
        <source>plies to look ahead</source>
        <translation>số nước nhìn trước</translation>
    </message>
    <message>
        <source>Infinity (win score)</source>
        <translation>Vô cực (điểm thắng)</translation>
    </message>
    <message>
        <source>the score of a win</source>
        <translation>điểm của một ván thắng</translation>
    </message>
    <message>
        <source>Level {} of the ladder (level:{}): {}</source>
        <translation>Cấp %1 của thang (level:%2): %3</translation>
    </message>
    <message>
        <source>The difficulty ladder, from a first game (level:1) to the full engine (level:{}, Hard): write level:N; each rung says what it always sees and plays a little better than the one below.</source>
        <translation>Thang độ khó, từ ván đầu tiên (level:1) đến engine toàn lực (level:%1, Khó): viết level:N; mỗi bậc cho biết nó luôn thấy được gì và chơi nhỉnh hơn bậc dưới một chút.</translation>
    </message>
    <message>
        <source>13 Rules</source>
        <translation>13 Quy tắc</translation>
    </message>
    <message>
        <source>From TICTACTO.PAS, a Pascal program. It plays the centre, then follows 13 rules in order: win, block, make or stop double threats, and so on.</source>
        <translation>Từ TICTACTO.PAS, một chương trình Pascal. Nó chiếm trung tâm, rồi lần lượt theo 13 quy tắc: thắng, chặn, tạo hoặc ngăn đòn đôi, v.v.</translation>
    </message>
    <message>
        <source>Classic 3x3</source>
        <translation>Cổ điển 3x3</translation>
    </message>
    <message>
        <source>From Theme05lab05, a programming lab. Perfect on 3x3 by rules: win, block, fork, block a fork, centre, opposite corner, corner, side. UltraHardCore adds the forcing move that stops the one fork it would miss. 3x3 only.</source>
        <translation>Từ Theme05lab05, một bài thực hành lập trình. Hoàn hảo trên 3x3 theo quy tắc: thắng, chặn, tạo đòn đôi, chặn đòn đôi, trung tâm, góc đối diện, góc, cạnh. UltraHardCore thêm nước ép để chặn đúng đòn đôi mà nó sẽ bỏ sót. Chỉ 3x3.</translation>
    </message>
    <message>
        <source>UltraHardCore</source>
        <translation>UltraHardCore</translation>
    </message>
    <message>
        <source>UltraHardCore: answer the diagonal fork set-up with a forcing move</source>
        <translation>UltraHardCore: đáp lại thế chuẩn bị đòn đôi đường chéo bằng một nước ép</translation>
    </message>
    <message>
        <source>Keen</source>
        <translation>Chăm chỉ</translation>
    </message>
    <message>
        <source>Steady</source>
        <translation>Vững vàng</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Câu lạc bộ</translation>
    </message>
    <message>
        <source>Reads a move ahead with the engine nine moves in twenty, else plays like Steady.</source>
        <translation>Cứ hai mươi nước thì chín nước dùng engine tính trước một nước, còn lại chơi như “Vững vàng”.</translation>
    </message>
    <message>
        <source>Skilled</source>
        <translation>Thành thạo</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Mạnh</translation>
    </message>
    <message>
        <source>A first game: wins at once when it can, otherwise plays near the stones almost at random; blocks a four most of the time.</source>
        <translation>Ván đầu tiên: thắng ngay khi có thể, còn không thì đánh gần các quân gần như ngẫu nhiên; phần lớn thời gian có chặn đường bốn.</translation>
    </message>
    <message>
        <source>Plays the shapes a one-move look suggests, loosely; blocks every four, often overlooks an open three.</source>
        <translation>Đánh theo thế cờ nhìn trước một nước, khá lỏng; chặn mọi đường bốn, hay bỏ sót ba mở.</translation>
    </message>
    <message>
        <source>Blocks every four; sees an open three, or the open four it could make, about half the time.</source>
        <translation>Chặn mọi đường bốn; khoảng một nửa số lần thấy được ba mở, hoặc bốn mở mà nó có thể tạo.</translation>
    </message>
    <message>
        <source>Sees most open threes and its own open fours; still prefers a slightly worse shape now and then.</source>
        <translation>Thấy phần lớn ba mở và bốn mở của mình; thỉnh thoảng vẫn chọn thế cờ kém hơn một chút.</translation>
    </message>
    <message>
        <source>Always makes its open four and blocks every open three; no reading ahead.</source>
        <translation>Luôn tạo bốn mở của mình và chặn mọi ba mở; không tính trước.</translation>
    </message>
    <message>
        <source>Reads up to two moves ahead two moves in three (three in five on 9x9 to 12x12 under renju), else plays like Steady.</source>
        <translation>Cứ ba nước thì hai nước tính trước tối đa hai nước (luật Renju trên bàn từ 9x9 đến 12x12: cứ năm nước thì ba nước), còn lại chơi như “Vững vàng”.</translation>
    </message>
    <message>
        <source>Reads up to four moves ahead every move (on 15x15 mostly two to four); on one in five (two in five on 9x9 to 12x12 under renju) it plays its intuition instead, unless its reading shows that move losing.</source>
        <translation>Nước nào cũng tính trước tối đa bốn nước (trên bàn 15x15 thường từ hai đến bốn); cứ năm nước thì một nước (luật Renju trên bàn từ 9x9 đến 12x12: cứ năm nước thì hai nước) đánh theo trực giác, trừ khi tính toán cho thấy nước đó thua.</translation>
    </message>
    <message>
        <source>Reads up to five moves ahead (on 15x15 mostly three to five); slips to its intuition one move in twenty-five (one in six on 9x9 to 12x12 under renju).</source>
        <translation>Tính trước tối đa năm nước (trên bàn 15x15 thường từ ba đến năm); cứ hai mươi lăm nước thì một nước (luật Renju trên bàn từ 9x9 đến 12x12: cứ sáu nước thì một nước) đánh theo trực giác.</translation>
    </message>
    <message>
        <source>The engine at full strength within 1 s a move: wins by fours and threes, its own and the opponent&apos;s, as far as its search reaches.</source>
        <translation>Engine dốc toàn lực, 1 giây mỗi nước: thấy các đòn thắng bằng bốn và ba, của mình lẫn của đối thủ, xa đến đâu tìm kiếm tới được.</translation>
    </message>
    <message>
        <source>its own win in one</source>
        <translation>nước thắng ngay của mình</translation>
    </message>
    <message>
        <source>the opponent&apos;s four (a win in one) to block</source>
        <translation>đường bốn của đối thủ (thắng sau một nước) cần chặn</translation>
    </message>
    <message>
        <source>its own open four or double four (a win in two moves)</source>
        <translation>bốn mở hoặc bốn kép của mình (thắng sau hai nước)</translation>
    </message>
    <message>
        <source>the opponent&apos;s open three (the point of its open four) to block</source>
        <translation>ba mở của đối thủ (điểm tạo bốn mở) cần chặn</translation>
    </message>
    <message>
        <source>its own win by two fours in a row</source>
        <translation>đòn thắng bằng hai lần tạo bốn liên tiếp của mình</translation>
    </message>
    <message>
        <source>Level %1 · %2</source>
        <translation>Cấp %1 · %2</translation>
    </message>
    <message>
        <source>plays {} only, not {}; choose another player for this rule</source>
        <translation>chỉ chơi luật %1, không chơi luật %2; hãy chọn người chơi khác cho luật này</translation>
    </message>
    <message>
        <source>choose another player for this board</source>
        <translation>hãy chọn người chơi khác cho bàn cờ này</translation>
    </message>
    <message>
        <source>plays only %1x%2 with k=%3; %4</source>
        <translation>chỉ chơi %1x%2 với k=%3; %4</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>cannot play this board: %1</source>
        <translation>không chơi được bàn cờ này: %1</translation>
    </message>
    <message>
        <source>Player %1 (%2): %3</source>
        <translation>Người chơi %1 (%2): %3</translation>
    </message>
    <message>
        <source>The difficulty ladder: ten levels from a first game to the full engine (Hard). Pick one in the list; the ★ marks the one a little above your rating.</source>
        <translation>Thang độ khó: mười cấp từ ván đầu tiên đến engine toàn lực (Khó). Chọn một cấp trong danh sách; dấu ★ đánh dấu cấp nhỉnh hơn điểm của bạn một chút.</translation>
    </message>
    <message>
        <source>Starting engine…</source>
        <translation>Đang khởi động engine…</translation>
    </message>
    <message>
        <source>Add engine…</source>
        <translation>Thêm engine…</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1: level</source>
        <translation>%1: cấp độ</translation>
    </message>
    <message>
        <source>More players</source>
        <translation>Người chơi khác</translation>
    </message>
    <message>
        <source>The historical players of the source documents, Random and the external engines you added: pick one in the list</source>
        <translation>Các người chơi lịch sử từ tài liệu gốc, Ngẫu nhiên và các engine bên ngoài bạn đã thêm: chọn một trong danh sách</translation>
    </message>
    <message>
        <source>%1: more players</source>
        <translation>%1: người chơi khác</translation>
    </message>
    <message>
        <source>Add an external Gomoku engine (a program that speaks the Gomocup pbrain protocol): it joins both lists of more players and plays for %1</source>
        <translation>Thêm một engine Gomoku bên ngoài (chương trình dùng giao thức Gomocup pbrain): engine có mặt trong cả hai danh sách người chơi khác và chơi cho %1</translation>
    </message>
    <message>
        <source>Choose the level %1 plays at</source>
        <translation>Chọn cấp độ cho %1</translation>
    </message>
    <message>
        <source>Choose one of the other players for %1</source>
        <translation>Chọn một người chơi khác cho %1</translation>
    </message>
    <message>
        <source>Level %1, %2. %3 %4</source>
        <translation>Cấp %1, %2. %3 %4</translation>
    </message>
    <message>
        <source>%1  ★ suggested</source>
        <translation>%1  ★ gợi ý</translation>
    </message>
    <message>
        <source>★ Suggested: %1</source>
        <translation>★ Gợi ý: %1</translation>
    </message>
    <message>
        <source>attack</source>
        <translation>tấn công</translation>
    </message>
    <message>
        <source>defend</source>
        <translation>phòng thủ</translation>
    </message>
    <message>
        <source>Level %1</source>
        <translation>Cấp %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>Playing</name>
    <message>
        <source>Players</source>
        <translation>Người chơi</translation>
    </message>
    <message>
        <source>Move now</source>
        <translation>Đi ngay</translation>
    </message>
    <message>
        <source>Make the computer move at once</source>
        <translation>Bắt máy đi ngay</translation>
    </message>
    <message>
        <source>Play on</source>
        <translation>Chơi tiếp</translation>
    </message>
    <message>
        <source>Play on from the position you set up</source>
        <translation>Chơi tiếp từ thế cờ bạn đã xếp</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Đi lại</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Làm lại</translation>
    </message>
    <message>
        <source>Offer draw</source>
        <translation>Xin hòa</translation>
    </message>
    <message>
        <source>Offer your opponent a draw, on your turn once a third of the squares are taken; when nobody can win any more, end the game as a draw</source>
        <translation>Xin hòa đối thủ, vào lượt của bạn khi đã kín một phần ba số ô; khi không ai còn thắng được nữa, kết thúc ván hòa</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Xin thua</translation>
    </message>
    <message>
        <source>Give the game up: it counts as a loss for your side</source>
        <translation>Bỏ ván: tính là thua cho phía bạn</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Lưu…</translation>
    </message>
    <message>
        <source>Sound on</source>
        <translation>Bật tiếng</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menu</translation>
    </message>
    <message>
        <source>AI move delay</source>
        <translation>Độ trễ nước đi của máy</translation>
    </message>
    <message>
        <source>How long the computer waits before it shows its move</source>
        <translation>Máy chờ bao lâu trước khi hiện nước đi</translation>
    </message>
    <message>
        <source>How long the computer waits before it moves, 0 to 2 seconds</source>
        <translation>Máy chờ bao lâu trước khi đi, từ 0 đến 2 giây</translation>
    </message>
    <message>
        <source>Sound off</source>
        <translation>Tắt tiếng</translation>
    </message>
    <message>
        <source>AI delay %1 s</source>
        <translation>Trễ %1 giây</translation>
    </message>
    <message>
        <source>%1 wins %2 draws %3 loses %4…%5 worse to better; ring: best</source>
        <translation>%1 thắng %2 hòa %3 thua %4…%5 từ kém đến tốt; vòng: tốt nhất</translation>
    </message>
    <message>
        <source>Hint (H)</source>
        <translation>Gợi ý (H)</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Phân tích</translation>
    </message>
    <message>
        <source>Show or hide the live analysis</source>
        <translation>Hiện hoặc ẩn phân tích trực tiếp</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Phân tích ván</translation>
    </message>
    <message>
        <source>Every move judged by the engine, and your mistakes to learn from</source>
        <translation>Engine chấm từng nước, và các lỗi để học hỏi</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Gợi ý</translation>
    </message>
</context>
<context>
    <name>Problems</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>hòa</translation>
    </message>
    <message>
        <source>a draw: nobody could win any more</source>
        <translation>hòa: không ai còn có thể thắng</translation>
    </message>
    <message>
        <source>a draw by agreement</source>
        <translation>hòa theo thỏa thuận</translation>
    </message>
    <message>
        <source>a draw: the side to move could play nowhere</source>
        <translation>hòa: bên đến lượt không còn chỗ nào để đi</translation>
    </message>
    <message>
        <source>an overline</source>
        <translation>hàng dài</translation>
    </message>
    <message>
        <source>a double four</source>
        <translation>bốn-bốn</translation>
    </message>
    <message>
        <source>a double three</source>
        <translation>ba-ba</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>đó là một thư mục</translation>
    </message>
    <message>
        <source>it is a named pipe (FIFO), not a file</source>
        <translation>đó là một named pipe (FIFO), không phải tệp</translation>
    </message>
    <message>
        <source>it is a socket, not a file</source>
        <translation>đó là một socket, không phải tệp</translation>
    </message>
    <message>
        <source>it is a device, not a file</source>
        <translation>đó là một thiết bị, không phải tệp</translation>
    </message>
    <message>
        <source>it is not a regular file</source>
        <translation>đó không phải tệp thông thường</translation>
    </message>
    <message>
        <source>it is {} bytes; the most read is {}</source>
        <translation>nó có %1 byte; tối đa chỉ đọc %2 byte</translation>
    </message>
    <message>
        <source>it grew past {} bytes while it was read</source>
        <translation>nó đã lớn quá %1 byte trong khi được đọc</translation>
    </message>
    <message>
        <source>{!r} is not a move: give (x, y)</source>
        <translation>%1 không phải một nước đi: hãy cho (x, y)</translation>
    </message>
    <message>
        <source>{!r} is not a move: x and y must be whole numbers</source>
        <translation>%1 không phải một nước đi: x và y phải là số nguyên</translation>
    </message>
    <message>
        <source>({}, {}) is not a cell of the {}x{} board (x must be 0..{}, y 0..{})</source>
        <translation>(%1, %2) không phải một ô của bàn cờ %3x%4 (x phải từ 0..%5, y từ 0..%6)</translation>
    </message>
    <message>
        <source>cell ({}, {}) is already taken by {}</source>
        <translation>ô (%1, %2) đã bị %3 chiếm</translation>
    </message>
    <message>
        <source>the game is over: {} has won</source>
        <translation>ván cờ đã kết thúc: %1 đã thắng</translation>
    </message>
    <message>
        <source>the game is over: {.phrase}</source>
        <translation>ván cờ đã kết thúc: %1</translation>
    </message>
    <message>
        <source>({}, {}) is forbidden to Black under renju: {.phrase}</source>
        <translation>(%1, %2) bị cấm với Đen theo luật renju: %3</translation>
    </message>
    <message>
        <source>{} wins</source>
        <translation>%1 thắng</translation>
    </message>
    <message>
        <source>{} wins: {} forfeits</source>
        <translation>%1 thắng: %2 bị xử thua</translation>
    </message>
    <message>
        <source>{} wins: {} forfeits ({})</source>
        <translation>%1 thắng: %2 bị xử thua (%3)</translation>
    </message>
    <message>
        <source>{} must be a whole number, not {!r}</source>
        <translation>%1 phải là số nguyên, không phải %2</translation>
    </message>
    <message>
        <source>the board width must be between {} and {}, not {}</source>
        <translation>chiều rộng bàn cờ phải từ %1 đến %2, không phải %3</translation>
    </message>
    <message>
        <source>the board height must be between {} and {}, not {}</source>
        <translation>chiều cao bàn cờ phải từ %1 đến %2, không phải %3</translation>
    </message>
    <message>
        <source>k (marks in a row to win) must be between 1 and {} on a {}x{} board, not {}</source>
        <translation>trên bàn cờ %2x%3, k (số quân liền để thắng) phải từ 1 đến %1, không phải %4</translation>
    </message>
    <message>
        <source>unknown rule {!r}: the rules are {}</source>
        <translation>luật không rõ %1: các luật là %2</translation>
    </message>
    <message>
        <source>{.value} is played with five in a row (k = 5), not k = {}</source>
        <translation>luật %1 chơi năm quân liền (k = 5), không phải k = %2</translation>
    </message>
</context>
<context>
    <name>Puzzles</name>
    <message>
        <source>Loading the puzzles…</source>
        <translation>Đang tải bài tập…</translation>
    </message>
    <message>
        <source>The puzzles could not be read: %1</source>
        <translation>Không đọc được bài tập: %1</translation>
    </message>
    <message>
        <source>The engine could not judge that move (%1).</source>
        <translation>Engine không chấm được nước đó (%1).</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>đã dừng</translation>
    </message>
    <message>
        <source>No puzzles here yet: review a game of yours and its winning positions become puzzles.</source>
        <translation>Chưa có bài tập nào: hãy phân tích một ván của bạn, các thế thắng trong đó sẽ thành bài tập.</translation>
    </message>
    <message>
        <source>Puzzle rating: %1</source>
        <translation>Điểm bài tập: %1</translation>
    </message>
    <message>
        <source>%1 to play: your move.</source>
        <translation>%1 đi: đến lượt bạn.</translation>
    </message>
    <message>
        <source>Checking %1…</source>
        <translation>Đang kiểm tra %1…</translation>
    </message>
    <message>
        <source>Your attempt could not be kept: %1</source>
        <translation>Không lưu được lần thử của bạn: %1</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>Bài tập</translation>
    </message>
    <message>
        <source>All puzzles</source>
        <translation>Tất cả bài tập</translation>
    </message>
    <message>
        <source>Puzzles from every source, near your rating</source>
        <translation>Bài tập từ mọi nguồn, gần với điểm của bạn</translation>
    </message>
    <message>
        <source>From your games</source>
        <translation>Từ ván của bạn</translation>
    </message>
    <message>
        <source>Puzzles cut from your own reviewed games</source>
        <translation>Bài tập lấy từ các ván bạn đã phân tích</translation>
    </message>
    <message>
        <source>Renju problems</source>
        <translation>Bài toán renju</translation>
    </message>
    <message>
        <source>Puzzles under renju that its forbidden points decide: White wins where Black may not block, Black wins without playing a forbidden point</source>
        <translation>Câu đố theo luật renju do điểm cấm quyết định: Trắng thắng ở nơi Đen không được chặn, Đen thắng mà không đi vào điểm cấm</translation>
    </message>
    <message>
        <source>The puzzle&apos;s board</source>
        <translation>Bàn cờ của bài tập</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menu</translation>
    </message>
    <message>
        <source>This puzzle</source>
        <translation>Bài này</translation>
    </message>
    <message>
        <source>What the puzzle asks</source>
        <translation>Yêu cầu của bài</translation>
    </message>
    <message>
        <source>Where the puzzle comes from</source>
        <translation>Nguồn của bài</translation>
    </message>
    <message>
        <source>The puzzle&apos;s rating</source>
        <translation>Điểm của bài</translation>
    </message>
    <message>
        <source>The engine&apos;s answer</source>
        <translation>Đáp án của engine</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Thử lại</translation>
    </message>
    <message>
        <source>Start this puzzle again</source>
        <translation>Làm lại bài này từ đầu</translation>
    </message>
    <message>
        <source>Show the solution</source>
        <translation>Xem lời giải</translation>
    </message>
    <message>
        <source>The winning line, on the board</source>
        <translation>Đường thắng, trên bàn cờ</translation>
    </message>
    <message>
        <source>Next puzzle</source>
        <translation>Bài tiếp</translation>
    </message>
    <message>
        <source>Another puzzle near your rating</source>
        <translation>Một bài khác gần với điểm của bạn</translation>
    </message>
    <message>
        <source>From your games (%1)</source>
        <translation>Từ ván của bạn (%1)</translation>
    </message>
    <message>
        <source>d MMMM</source>
        <comment>a day of this year</comment>
        <translation>d &apos;tháng&apos; M</translation>
    </message>
    <message>
        <source>d MMMM yyyy</source>
        <translation>d &apos;tháng&apos; M &apos;năm&apos; yyyy</translation>
    </message>
    <message numerus="yes">
        <source>Black (X) to play and win in %n move(s) by fours, without playing a forbidden point.</source>
        <translation>
            <numerusform>Đen (X) đi và thắng sau %n nước bằng chuỗi bốn, không đi vào điểm cấm.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>White (O) to play and win in %n move(s) by fours: Black may not block on a forbidden point (the board marks them).</source>
        <translation>
            <numerusform>Trắng (O) đi và thắng sau %n nước bằng chuỗi bốn: Đen không được chặn ở điểm cấm (bàn cờ đánh dấu chúng).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 to play and win in %n move(s) by fours: no win is quicker, even with threes.</source>
        <translation>
            <numerusform>%1 đi và thắng sau %n nước bằng chuỗi bốn: không có cách thắng nào nhanh hơn, kể cả dùng ba.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 to play and win in %n move(s), against the best defence.</source>
        <translation>
            <numerusform>%1 đi và thắng sau %n nước, trước cách phòng thủ tốt nhất.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1x%2, renju</source>
        <translation>%1x%2, renju</translation>
    </message>
    <message>
        <source>From your game of %1 (%2)</source>
        <translation>Từ ván của bạn ngày %1 (%2)</translation>
    </message>
    <message>
        <source>A puzzle on %1</source>
        <translation>Bài tập trên %1</translation>
    </message>
    <message>
        <source>Your puzzle rating: none yet (solve a puzzle to get one) · streak 0</source>
        <translation>Điểm bài tập của bạn: chưa có (giải một bài để có điểm) · chuỗi 0</translation>
    </message>
    <message numerus="yes">
        <source>Your puzzle rating: %1 · streak %2 (best %3) · %n puzzle(s) tried</source>
        <translation>
            <numerusform>Điểm bài tập của bạn: %1 · chuỗi %2 (tốt nhất %3) · đã thử %n bài</numerusform>
        </translation>
    </message>
    <message>
        <source> (then %1)</source>
        <translation> (sau đó %1)</translation>
    </message>
    <message>
        <source>Right: %1. %2 blocks at %3. Your move.</source>
        <translation>Đúng: %1. %2 chặn ở %3. Đến lượt bạn.</translation>
    </message>
    <message>
        <source>Right: %1. %2 answers %3. Your move.</source>
        <translation>Đúng: %1. %2 đáp lại %3. Đến lượt bạn.</translation>
    </message>
    <message>
        <source>Right: %1. Black may not block at %2: %3. Black plays %4. Your move.</source>
        <translation>Đúng: %1. Đen không được chặn ở %2: %3. Đen đi %4. Đến lượt bạn.</translation>
    </message>
    <message>
        <source>Solved: %1 wins.</source>
        <translation>Đã giải: %1 thắng.</translation>
    </message>
    <message>
        <source>Solved: %1 wins as quickly as the puzzle&apos;s own answer.</source>
        <translation>Đã giải: %1 thắng nhanh bằng đáp án của bài.</translation>
    </message>
    <message>
        <source>%1 wins too, in %2 moves: find the win in %3.</source>
        <translation>%1 cũng thắng, nhưng sau %2 nước: hãy tìm cách thắng sau %3 nước.</translation>
    </message>
    <message>
        <source>The engine could not settle %1 in time: try another move.</source>
        <translation>Engine không kịp xác định %1: hãy thử nước khác.</translation>
    </message>
    <message>
        <source>Right: %1.</source>
        <translation>Đúng: %1.</translation>
    </message>
    <message>
        <source>After %1, %2 blocks at %3 and then wins%4.</source>
        <translation>Sau %1, %2 chặn ở %3 rồi thắng%4.</translation>
    </message>
    <message>
        <source>After %1, %2 plays %3 and then wins%4.</source>
        <translation>Sau %1, %2 đi %3 rồi thắng%4.</translation>
    </message>
    <message>
        <source>After %1 the board is full: a draw.</source>
        <translation>Sau %1 bàn cờ đã kín: hòa.</translation>
    </message>
    <message>
        <source>After %1, %2 blocks at %3 and holds the draw%4.</source>
        <translation>Sau %1, %2 chặn ở %3 và giữ được hòa%4.</translation>
    </message>
    <message>
        <source>After %1, %2 plays %3 and holds the draw%4.</source>
        <translation>Sau %1, %2 đi %3 và giữ được hòa%4.</translation>
    </message>
    <message>
        <source>After %1, %2 blocks at %3: no win by fours is left.</source>
        <translation>Sau %1, %2 chặn ở %3: không còn cách thắng bằng chuỗi bốn.</translation>
    </message>
    <message>
        <source>After %1, %2 plays %3: no win by fours is left.</source>
        <translation>Sau %1, %2 đi %3: không còn cách thắng bằng chuỗi bốn.</translation>
    </message>
    <message>
        <source>%1: this puzzle is won by fours, every move of it a four.</source>
        <translation>%1: bài này thắng bằng chuỗi bốn, nước nào cũng phải là bốn.</translation>
    </message>
    <message>
        <source>The solution: %1.</source>
        <translation>Lời giải: %1.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>{} is not a four</source>
        <translation>%1 không phải là bốn</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <translation>Thư mục</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Tệp</translation>
    </message>
    <message>
        <source>%1 File</source>
        <translation>Tệp %1</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Ổ đĩa</translation>
    </message>
</context>
<context>
    <name>QAbstractSpinBox</name>
    <message>
        <source>&amp;Select All</source>
        <translation>&amp;Chọn tất cả</translation>
    </message>
    <message>
        <source>&amp;Step up</source>
        <translation>&amp;Tăng</translation>
    </message>
    <message>
        <source>Step &amp;down</source>
        <translation>&amp;Giảm</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Tìm trong:</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>&amp;Tên tệp:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>&amp;Kiểu tệp:</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Mở</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Lưu</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Xóa</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>Đổi &amp;tên</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>Thư mục &amp;mới</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>Thư mục mới</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>Hiện tệp &amp;ẩn</translation>
    </message>
    <message>
        <source>Show </source>
        <translation>Hiện </translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>Mọi tệp (*)</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Quay lại</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>Quay lại</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Tiến tới</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>Tiến tới</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>Thư mục cha</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>Đến thư mục cha</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>Tạo thư mục mới</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>Tạo một thư mục mới</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>Dạng danh sách</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>Chuyển sang dạng danh sách</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>Dạng chi tiết</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>Chuyển sang dạng chi tiết</translation>
    </message>
    <message>
        <source>Sidebar</source>
        <translation>Thanh bên</translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <translation>Danh sách địa điểm và dấu trang</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Tệp</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Gỡ bỏ</translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation>Địa điểm gần đây</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 đã có.
Bạn có muốn thay thế nó không?</translation>
    </message>
    <message>
        <source>Are you sure you want to delete &apos;%1&apos;?</source>
        <translation>Bạn có chắc muốn xóa “%1” không?</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is write protected.
Do you want to delete it anyway?</source>
        <translation>“%1” được bảo vệ chống ghi.
Bạn vẫn muốn xóa nó chứ?</translation>
    </message>
    <message>
        <source>Could not delete directory.</source>
        <translation>Không xóa được thư mục.</translation>
    </message>
    <message>
        <source>%1
File not found.
Please verify the correct file name was given.</source>
        <translation>%1
Không tìm thấy tệp.
Hãy kiểm tra lại tên tệp.</translation>
    </message>
    <message>
        <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
        <translation>%1
Không tìm thấy thư mục.
Hãy kiểm tra lại tên thư mục.</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Name</source>
        <translation>Tên</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Kích thước</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Kiểu</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>Ngày sửa đổi</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Máy tính</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Hoàn tác</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Làm lại</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;Cắt</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Sao chép</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Dán</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Xóa</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Chọn tất cả</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>Đồng ý</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Hủy</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Đóng</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Mở</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Lưu</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Có</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Không</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Sao chép</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>Sao chép địa chỉ &amp;liên kết</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Chọn tất cả</translation>
    </message>
</context>
<context>
    <name>Questions</name>
    <message>
        <source>Yes</source>
        <translation>Có</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Không</translation>
    </message>
</context>
<context>
    <name>Ratings</name>
    <message>
        <source>3x3, 3 in a row</source>
        <translation>3x3, 3 quân liên tiếp</translation>
    </message>
    <message>
        <source>small boards</source>
        <translation>bàn nhỏ</translation>
    </message>
    <message>
        <source>4x4 (3 or 4 in a row) and 5x5 (4 in a row)</source>
        <translation>4x4 (3 hoặc 4 quân liên tiếp) và 5x5 (4 quân liên tiếp)</translation>
    </message>
    <message>
        <source>middle boards</source>
        <translation>bàn vừa</translation>
    </message>
    <message>
        <source>9x9 to 12x12, 5 in a row</source>
        <translation>9x9 đến 12x12, 5 quân liên tiếp</translation>
    </message>
    <message>
        <source>large boards</source>
        <translation>bàn lớn</translation>
    </message>
    <message>
        <source>13x13 to 20x20, 5 in a row</source>
        <translation>13x13 đến 20x20, 5 quân liên tiếp</translation>
    </message>
    <message>
        <source>%1 under %2</source>
        <translation>%1 theo luật %2</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Ratings are kept on %1. Games on other boards are not rated.</source>
        <translation>Điểm xếp hạng được tính trên %1. Ván trên các bàn khác không được tính điểm.</translation>
    </message>
    <message>
        <source>%1, under %2</source>
        <translation>%1, theo luật %2</translation>
    </message>
    <message>
        <source>No ratings on %1</source>
        <translation>Không có điểm xếp hạng trên %1</translation>
    </message>
    <message>
        <source>No rated levels on %1 yet</source>
        <translation>Chưa có cấp nào được xếp hạng trên %1</translation>
    </message>
    <message>
        <source>Not rated yet on %1: play a rated level</source>
        <translation>Chưa có điểm trên %1: hãy chơi với một cấp có xếp hạng</translation>
    </message>
    <message>
        <source>Your rating on %1: %2</source>
        <translation>Điểm của bạn trên %1: %2</translation>
    </message>
    <message>
        <source>%1: %2. One rating for all of them. A rating is provisional while there are too few games to be sure of it (a deviation of %3 or more).</source>
        <translation>%1: %2. Chung một điểm xếp hạng cho tất cả. Điểm còn tạm tính khi số ván còn quá ít để chắc chắn (độ lệch từ %3 trở lên).</translation>
    </message>
    <message>
        <source>%1 (provisional)</source>
        <translation>%1 (tạm tính)</translation>
    </message>
    <message>
        <source>Your rating on %1: %2 → %3, %4</source>
        <translation>Điểm của bạn trên %1: %2 → %3, %4</translation>
    </message>
    <message>
        <source>No measured rating on %1.</source>
        <translation>Chưa đo điểm xếp hạng trên %1.</translation>
    </message>
    <message numerus="yes">
        <source>Rated %1 on %2: the level the others are measured against (%n game(s)).</source>
        <translation>
            <numerusform>Điểm %1 trên %2: cấp làm mốc để đo các cấp khác (%n ván).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rated %1 ± %2 on %3 (%n game(s)).</source>
        <translation>
            <numerusform>Điểm %1 ± %2 trên %3 (%n ván).</numerusform>
        </translation>
    </message>
    <message>
        <source>A first game: wins at once when it can, otherwise plays almost at random.</source>
        <translation>Ván đầu tiên: thắng ngay khi có thể, còn không thì đánh gần như ngẫu nhiên.</translation>
    </message>
    <message>
        <source>Plays what a one-move look suggests, loosely; no reading ahead.</source>
        <translation>Đánh theo cái nhìn trước một nước, khá lỏng; không tính trước.</translation>
    </message>
    <message>
        <source>The engine at full strength: perfect wherever the board can be solved.</source>
        <translation>Engine dốc toàn lực: hoàn hảo ở mọi bàn cờ giải được.</translation>
    </message>
    <message>
        <source>your win in one, to block</source>
        <translation>nước thắng ngay của bạn, cần chặn</translation>
    </message>
    <message>
        <source>Plays what a one-move look suggests, a little more carefully at each level.</source>
        <translation>Đánh theo cái nhìn trước một nước, mỗi cấp cẩn thận hơn một chút.</translation>
    </message>
    <message>
        <source>Reads ahead with the engine on some moves, more of them at each level.</source>
        <translation>Dùng engine tính trước ở một số nước, mỗi cấp nhiều nước hơn.</translation>
    </message>
    <message>
        <source>Level %1: %2</source>
        <translation>Cấp %1: %2</translation>
    </message>
    <message>
        <source>Suggested: a little above your rating.</source>
        <translation>Gợi ý: nhỉnh hơn điểm của bạn một chút.</translation>
    </message>
    <message>
        <source>Always sees: %1.</source>
        <translation>Luôn thấy: %1.</translation>
    </message>
    <message>
        <source>Play a rated level and your rating is drawn here</source>
        <translation>Hãy chơi với một cấp có xếp hạng, biểu đồ điểm của bạn sẽ hiện ở đây</translation>
    </message>
    <message numerus="yes">
        <source>%n rated game(s), oldest on the left</source>
        <translation>
            <numerusform>%n ván tính điểm, cũ nhất ở bên trái</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Your rating (Glicko-2)</source>
        <translation>Điểm xếp hạng của bạn (Glicko-2)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Show your rating&apos;s history here: %1</source>
        <translation>Hiện lịch sử điểm của bạn ở đây: %1</translation>
    </message>
    <message>
        <source>Not rated yet: play a rated level (%1) and your rating appears here.</source>
        <translation>Chưa có điểm: hãy chơi với một cấp có xếp hạng (%1), điểm của bạn sẽ hiện ở đây.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 after %n rated game(s), ± %3; started at %4. The band is ± one deviation.</source>
        <translation>
            <numerusform>%1: %2 sau %n ván tính điểm, ± %3; bắt đầu từ %4. Dải mờ là ± một độ lệch.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your accuracy in your reviewed games</source>
        <translation>Độ chính xác trong các ván bạn đã phân tích</translation>
    </message>
    <message>
        <source>Review a game of yours and its accuracy is drawn here</source>
        <translation>Hãy phân tích một ván của bạn, biểu đồ độ chính xác sẽ hiện ở đây</translation>
    </message>
    <message numerus="yes">
        <source>%n reviewed game(s), oldest on the left</source>
        <translation>
            <numerusform>%n ván đã phân tích, cũ nhất ở bên trái</numerusform>
        </translation>
    </message>
    <message>
        <source>Your accuracy and puzzles</source>
        <translation>Độ chính xác và bài tập của bạn</translation>
    </message>
    <message>
        <source>Your puzzle rating and streak</source>
        <translation>Điểm bài tập và chuỗi giải đúng của bạn</translation>
    </message>
    <message>
        <source>No reviewed game yet: Review is on the game-over screen.</source>
        <translation>Chưa phân tích ván nào: nút “Phân tích ván” ở màn hình kết thúc ván.</translation>
    </message>
    <message numerus="yes">
        <source>Mean of the last %n game(s): %1; the last: %2</source>
        <translation>
            <numerusform>Trung bình %n ván gần nhất: %1; ván gần nhất: %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Readings</name>
    <message>
        <source>too big to prove quickly</source>
        <translation>quá lớn để chứng minh nhanh</translation>
    </message>
    <message>
        <source>proving…</source>
        <translation>đang chứng minh…</translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>hòa</translation>
    </message>
    <message>
        <source>{} can force a win</source>
        <translation>%1 chắc thắng</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins within %n move(s)</source>
        <translation>
            <numerusform>%1 thắng trong vòng %n nước</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins in %n</source>
        <translation>
            <numerusform>%1 thắng sau %n nước</numerusform>
        </translation>
    </message>
    <message>
        <source>wins at once</source>
        <translation>thắng ngay</translation>
    </message>
    <message numerus="yes">
        <source>wins in %n</source>
        <translation>
            <numerusform>thắng sau %n nước</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>loses in %n</source>
        <translation>
            <numerusform>thua sau %n nước</numerusform>
        </translation>
    </message>
    <message>
        <source>draws</source>
        <translation>hòa</translation>
    </message>
    <message>
        <source>score at most %1</source>
        <translation>điểm tối đa %1</translation>
    </message>
    <message>
        <source>score %1</source>
        <translation>điểm %1</translation>
    </message>
    <message>
        <source>not proven</source>
        <translation>chưa chứng minh</translation>
    </message>
    <message>
        <source>a draw with perfect play</source>
        <translation>hòa nếu cả hai chơi hoàn hảo</translation>
    </message>
    <message>
        <source>the first player wins</source>
        <translation>bên đi trước thắng</translation>
    </message>
    <message>
        <source>the second player wins</source>
        <translation>bên đi sau thắng</translation>
    </message>
    <message numerus="yes">
        <source>the first player wins in %n</source>
        <translation>
            <numerusform>bên đi trước thắng sau %n nước</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the second player wins in %n</source>
        <translation>
            <numerusform>bên đi sau thắng sau %n nước</numerusform>
        </translation>
    </message>
    <message>
        <source>%1x%2</source>
        <translation>%1x%2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 (like %n other move(s))</source>
        <translation>
            <numerusform>%1 (như %n nước khác)</numerusform>
        </translation>
    </message>
    <message>
        <source>not considered</source>
        <translation>chưa xét</translation>
    </message>
    <message>
        <source>Cannot play from here: %1</source>
        <translation>Không thể chơi từ đây: %1</translation>
    </message>
    <message>
        <source>Proven: %1</source>
        <translation>Đã chứng minh: %1</translation>
    </message>
</context>
<context>
    <name>Review_</name>
    <message>
        <source>Checking %1…</source>
        <translation>Đang kiểm tra %1…</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>đã dừng</translation>
    </message>
    <message>
        <source>Evaluation graph</source>
        <translation>Biểu đồ đánh giá</translation>
    </message>
    <message>
        <source>X&apos;s expected score after each move: click a point to go to that move</source>
        <translation>Điểm kỳ vọng của X sau mỗi nước: bấm vào một điểm để tới nước đó</translation>
    </message>
    <message>
        <source>Review: %1</source>
        <translation>Phân tích: %1</translation>
    </message>
    <message numerus="yes">
        <source>Reviewed: %n move(s)</source>
        <translation>
            <numerusform>Đã phân tích: %n nước</numerusform>
        </translation>
    </message>
    <message>
        <source>Looking for puzzles in your game…</source>
        <translation>Đang tìm bài tập trong ván của bạn…</translation>
    </message>
    <message>
        <source>the review failed</source>
        <translation>phân tích thất bại</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>Reviewed: %n move(s).</source>
        <translation>
            <numerusform>Đã phân tích: %n nước.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 %n new puzzle(s) from this game: see Puzzles on the menu.</source>
        <translation>
            <numerusform>%1 Có %n bài tập mới từ ván này: xem “Bài tập” ở menu.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 (%2): not reviewed yet</source>
        <translation>%1 (%2): chưa phân tích</translation>
    </message>
    <message>
        <source>Learn from your mistakes (%1)</source>
        <translation>Học từ lỗi của bạn (%1)</translation>
    </message>
    <message>
        <source>Learn from the mistakes (%1)</source>
        <translation>Học từ các lỗi (%1)</translation>
    </message>
    <message>
        <source>The start. Pick a move in the list, or a point on the graph.</source>
        <translation>Khởi đầu. Hãy chọn một nước trong danh sách, hoặc một điểm trên biểu đồ.</translation>
    </message>
    <message>
        <source>Move %1 is not judged yet.</source>
        <translation>Nước %1 chưa được chấm.</translation>
    </message>
    <message>
        <source>Your puzzles could not be kept: %1</source>
        <translation>Không lưu được bài tập của bạn: %1</translation>
    </message>
    <message>
        <source>The game reviewed</source>
        <translation>Ván được phân tích</translation>
    </message>
    <message>
        <source>The move in view</source>
        <translation>Nước đang xem</translation>
    </message>
    <message>
        <source>Game reviewed</source>
        <translation>Ván đã phân tích</translation>
    </message>
    <message>
        <source>Review progress</source>
        <translation>Tiến độ phân tích</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Hủy</translation>
    </message>
    <message>
        <source>Stop the review; what it judged so far stays</source>
        <translation>Dừng phân tích; phần đã chấm vẫn được giữ</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Độ chính xác</translation>
    </message>
    <message>
        <source>%1&apos;s accuracy</source>
        <translation>Độ chính xác của %1</translation>
    </message>
    <message>
        <source>Learn from your mistakes</source>
        <translation>Học từ lỗi của bạn</translation>
    </message>
    <message>
        <source>Each of your mistakes set as an exercise, from the position before it</source>
        <translation>Mỗi lỗi của bạn thành một bài luyện, từ thế cờ trước lỗi đó</translation>
    </message>
    <message>
        <source>Continue the review</source>
        <translation>Tiếp tục phân tích</translation>
    </message>
    <message>
        <source>Review the moves left</source>
        <translation>Phân tích các nước còn lại</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Lưu…</translation>
    </message>
    <message>
        <source>Save the game with its review (.ttt)</source>
        <translation>Lưu ván cùng bản phân tích (.ttt)</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Thử lại</translation>
    </message>
    <message>
        <source>Try the position again</source>
        <translation>Thử lại thế cờ này</translation>
    </message>
    <message>
        <source>Show the answer</source>
        <translation>Xem đáp án</translation>
    </message>
    <message>
        <source>The engine&apos;s move and its line, on the board</source>
        <translation>Nước của engine và đường đi của nó, trên bàn cờ</translation>
    </message>
    <message>
        <source>Next mistake</source>
        <translation>Lỗi tiếp theo</translation>
    </message>
    <message>
        <source>The next of your mistakes, from the position before it</source>
        <translation>Lỗi tiếp theo của bạn, từ thế cờ trước lỗi đó</translation>
    </message>
    <message>
        <source>Back to the review</source>
        <translation>Về phần phân tích</translation>
    </message>
    <message>
        <source>Leave the exercises: the review, at this move</source>
        <translation>Rời bài luyện: về phần phân tích ở nước này</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Quay lại</translation>
    </message>
    <message>
        <source>Leave the review (Esc)</source>
        <translation>Rời phần phân tích (Esc)</translation>
    </message>
    <message>
        <source>the best move</source>
        <translation>nước tốt nhất</translation>
    </message>
    <message>
        <source>a good move</source>
        <translation>nước tốt</translation>
    </message>
    <message>
        <source>an inaccuracy</source>
        <translation>nước thiếu chính xác</translation>
    </message>
    <message>
        <source>a mistake</source>
        <translation>nước sai</translation>
    </message>
    <message>
        <source>a blunder</source>
        <translation>nước hớ</translation>
    </message>
    <message>
        <source>%1, then %2</source>
        <translation>%1, rồi %2</translation>
    </message>
    <message>
        <source>It wins.</source>
        <translation>Nước này thắng.</translation>
    </message>
    <message>
        <source>It keeps the win, but in %1 instead of %2.</source>
        <translation>Vẫn giữ được thắng, nhưng sau %1 thay vì %2.</translation>
    </message>
    <message>
        <source>It keeps the win in %1.</source>
        <translation>Giữ được thắng sau %1.</translation>
    </message>
    <message>
        <source>It allows %1 a win at once.</source>
        <translation>Để %1 thắng ngay.</translation>
    </message>
    <message>
        <source>It allows %1 a win in %2.</source>
        <translation>Để %1 thắng sau %2.</translation>
    </message>
    <message>
        <source>The game was lost anyway.</source>
        <translation>Ván đằng nào cũng thua.</translation>
    </message>
    <message>
        <source>It keeps the draw.</source>
        <translation>Giữ được hòa.</translation>
    </message>
    <message>
        <source>%1: %2, %3&apos;s expected score fell from %4 to %5.</source>
        <translation>%1: %2, điểm kỳ vọng của %3 giảm từ %4 xuống %5.</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>The game was lost anyway, but now %1 wins in %2 instead of %3.</source>
        <translation>Ván đằng nào cũng thua, nhưng giờ %1 thắng sau %2 thay vì %3.</translation>
    </message>
    <message>
        <source>It misses a win at once: after it, %2 can stop every win.</source>
        <translation>Bỏ lỡ thắng ngay: sau nước này, %2 chặn được mọi cách thắng.</translation>
    </message>
    <message>
        <source>It misses a win in %1: after it, %2 can stop every win.</source>
        <translation>Bỏ lỡ thắng sau %1: sau nước này, %2 chặn được mọi cách thắng.</translation>
    </message>
    <message>
        <source>It misses a win at once: now a draw.</source>
        <translation>Bỏ lỡ thắng ngay: giờ là hòa.</translation>
    </message>
    <message>
        <source>It misses a win in %1: now a draw.</source>
        <translation>Bỏ lỡ thắng sau %1: giờ là hòa.</translation>
    </message>
    <message>
        <source>It misses a win at once: now %2 wins at once.</source>
        <translation>Bỏ lỡ thắng ngay: giờ %2 thắng ngay.</translation>
    </message>
    <message>
        <source>It misses a win at once: now %2 wins in %3.</source>
        <translation>Bỏ lỡ thắng ngay: giờ %2 thắng sau %3.</translation>
    </message>
    <message>
        <source>It misses a win in %1: now %2 wins at once.</source>
        <translation>Bỏ lỡ thắng sau %1: giờ %2 thắng ngay.</translation>
    </message>
    <message>
        <source>It misses a win in %1: now %2 wins in %3.</source>
        <translation>Bỏ lỡ thắng sau %1: giờ %2 thắng sau %3.</translation>
    </message>
    <message>
        <source>The win: %1 (by fours).</source>
        <translation>Cách thắng: %1 (bằng chuỗi bốn).</translation>
    </message>
    <message>
        <source>The win: %1 (by fours and threes).</source>
        <translation>Cách thắng: %1 (bằng chuỗi bốn và ba).</translation>
    </message>
    <message>
        <source>The win: %1.</source>
        <translation>Cách thắng: %1.</translation>
    </message>
    <message>
        <source>Better: %1 (on the board, numbered, from the position before the move).</source>
        <translation>Tốt hơn: %1 (trên bàn cờ, có đánh số, từ thế cờ trước nước đi).</translation>
    </message>
    <message>
        <source>(The time cap cut this move&apos;s searches short.)</source>
        <translation>(Giới hạn thời gian đã cắt ngắn việc tìm kiếm cho nước này.)</translation>
    </message>
    <message>
        <source>No puzzle from this game: puzzles come from boards of 5x5 to 15x15.</source>
        <translation>Ván này không cho bài tập nào: bài tập chỉ lấy từ bàn 5x5 đến 15x15.</translation>
    </message>
    <message>
        <source>No puzzle from this game yet: the review is not complete.</source>
        <translation>Ván này chưa cho bài tập nào: phân tích chưa xong.</translation>
    </message>
    <message>
        <source>No puzzle from this game: you never had a proven forced win.</source>
        <translation>Ván này không cho bài tập nào: bạn chưa từng có thế thắng ép buộc đã được chứng minh.</translation>
    </message>
    <message>
        <source>No puzzle from this game: your proven wins were wins at once.</source>
        <translation>Ván này không cho bài tập nào: các thế thắng đã chứng minh của bạn đều là thắng ngay.</translation>
    </message>
    <message>
        <source>No puzzle from this game: your proven wins were longer than {} moves.</source>
        <translation>Ván này không cho bài tập nào: các thế thắng đã chứng minh của bạn dài hơn %1 nước.</translation>
    </message>
    <message>
        <source>No puzzle from this game: each of your wins had another first move as quick, or could not be proven on its own.</source>
        <translation>Ván này không cho bài tập nào: mỗi thế thắng của bạn đều có một nước đầu khác thắng nhanh như vậy, hoặc không chứng minh riêng được.</translation>
    </message>
    <message numerus="yes">
        <source>%n inaccuracy(ies)</source>
        <translation>
            <numerusform>%n nước thiếu chính xác</numerusform>
        </translation>
    </message>
    <message>
        <source>no inaccuracy</source>
        <translation>không có nước thiếu chính xác</translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n nước sai</numerusform>
        </translation>
    </message>
    <message>
        <source>no mistake</source>
        <translation>không có nước sai</translation>
    </message>
    <message numerus="yes">
        <source>%n blunder(s)</source>
        <translation>
            <numerusform>%n nước hớ</numerusform>
        </translation>
    </message>
    <message>
        <source>no blunder</source>
        <translation>không có nước hớ</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 (%2): no move reviewed yet</source>
        <translation>%1 (%2): chưa phân tích nước nào</translation>
    </message>
    <message>
        <source>%1 (%2): accuracy %3; %4</source>
        <translation>%1 (%2): độ chính xác %3; %4</translation>
    </message>
    <message numerus="yes">
        <source>Reviewing: %1 of %n move(s) judged…</source>
        <translation>
            <numerusform>Đang phân tích: đã chấm %1 / %n nước…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The review stopped after %1 of %n move(s).</source>
        <translation>
            <numerusform>Phân tích đã dừng sau %1 / %n nước.</numerusform>
        </translation>
    </message>
    <message>
        <source>Blunder %1 of %2 (move %3): %4 played %5. Find a better move for %4.</source>
        <translation>Nước hớ %1 / %2 (nước %3): %4 đã đi %5. Hãy tìm nước tốt hơn cho %4.</translation>
    </message>
    <message>
        <source>Mistake %1 of %2 (move %3): %4 played %5. Find a better move for %4.</source>
        <translation>Nước sai %1 / %2 (nước %3): %4 đã đi %5. Hãy tìm nước tốt hơn cho %4.</translation>
    </message>
    <message>
        <source>%1 is the move played in the game: try another.</source>
        <translation>%1 chính là nước đã đi trong ván: hãy thử nước khác.</translation>
    </message>
    <message>
        <source>Yes: %1 is the engine&apos;s choice. %2</source>
        <translation>Đúng: %1 là lựa chọn của engine. %2</translation>
    </message>
    <message>
        <source>Good: %1 keeps %2&apos;s chances (%3 expected). %4</source>
        <translation>Tốt: %1 giữ được cơ hội của %2 (kỳ vọng %3). %4</translation>
    </message>
    <message>
        <source>Not quite: %1 is %2 too (%3&apos;s expected score falls to %4). %5 Retry, or show the answer.</source>
        <translation>Chưa đúng: %1 cũng là %2 (điểm kỳ vọng của %3 giảm còn %4). %5 Hãy thử lại, hoặc xem đáp án.</translation>
    </message>
    <message>
        <source>The engine had no better move to name here.</source>
        <translation>Ở đây engine không có nước nào tốt hơn để gợi ý.</translation>
    </message>
    <message>
        <source>The engine&apos;s answer: %1 (numbered on the board).</source>
        <translation>Đáp án của engine: %1 (có đánh số trên bàn cờ).</translation>
    </message>
    <message>
        <source>the game has no moves</source>
        <translation>ván cờ không có nước nào</translation>
    </message>
    <message>
        <source>Review is not available: %1</source>
        <translation>Không phân tích được: %1</translation>
    </message>
    <message>
        <source>The game&apos;s review could not be read: %1</source>
        <translation>Không đọc được bản phân tích của ván: %1</translation>
    </message>
    <message>
        <source>Your puzzle rating: …</source>
        <translation>Điểm bài tập của bạn: …</translation>
    </message>
</context>
<context>
    <name>RuleNames</name>
    <message>
        <source>freestyle</source>
        <translation>tự do</translation>
    </message>
    <message>
        <source>standard</source>
        <translation>tiêu chuẩn</translation>
    </message>
    <message>
        <source>renju</source>
        <translation>renju</translation>
    </message>
    <message>
        <source>caro</source>
        <translation>caro (chặn hai đầu)</translation>
    </message>
    <message>
        <source>{}x{}, {} in a row</source>
        <translation>%1x%2, %3 quân liên tiếp</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>The rules</source>
        <translation>Luật chơi</translation>
    </message>
    <message>
        <source>Each rule of the game, with diagrams, and the swap openings</source>
        <translation>Từng luật chơi, có hình minh họa, và các khai cuộc swap</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Đóng</translation>
    </message>
    <message>
        <source>Close the rules</source>
        <translation>Đóng luật chơi</translation>
    </message>
</context>
<context>
    <name>Seats_</name>
    <message>
        <source>Back to the menu (Esc)</source>
        <translation>Về menu (Esc)</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Bạn</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Người chơi %1</translation>
    </message>
    <message>
        <source>%1 #%2</source>
        <translation>%1 số %2</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 đấu %2</translation>
    </message>
    <message>
        <source>Your move (%1): click a square, or arrow keys and Space. Nobody can win any more: Offer draw ends the game.</source>
        <translation>Đến lượt bạn (%1): bấm vào ô, hoặc dùng phím mũi tên và Space. Không ai còn thắng được nữa: “Xin hòa” sẽ kết thúc ván.</translation>
    </message>
    <message>
        <source>Your move (%1): click a square, or arrow keys and Space.</source>
        <translation>Đến lượt bạn (%1): bấm vào ô, hoặc dùng phím mũi tên và Space.</translation>
    </message>
    <message>
        <source>%1 to move (%2): click a square, or arrow keys and Space. Nobody can win any more: Offer draw ends the game.</source>
        <translation>Đến lượt %1 (%2): bấm vào ô, hoặc dùng phím mũi tên và Space. Không ai còn thắng được nữa: “Xin hòa” sẽ kết thúc ván.</translation>
    </message>
    <message>
        <source>%1 to move (%2): click a square, or arrow keys and Space.</source>
        <translation>Đến lượt %1 (%2): bấm vào ô, hoặc dùng phím mũi tên và Space.</translation>
    </message>
    <message>
        <source>%1 (%2) is thinking… (nobody can win any more)</source>
        <translation>%1 (%2) đang nghĩ… (không ai còn thắng được nữa)</translation>
    </message>
    <message>
        <source>%1 (%2) is thinking…</source>
        <translation>%1 (%2) đang nghĩ…</translation>
    </message>
    <message>
        <source>Paused: %1 (%2) to move. Resume, or Step one move.</source>
        <translation>Tạm dừng: đến lượt %1 (%2). Bấm “Tiếp tục”, hoặc “Từng nước” để đi một nước.</translation>
    </message>
    <message>
        <source>%1 is taken: click an empty square.</source>
        <translation>Ô %1 đã có quân: hãy bấm vào ô trống.</translation>
    </message>
    <message>
        <source>%1 is forbidden: an overline. Black may not play there under renju.</source>
        <translation>%1 bị cấm: hàng dài. Trong renju Đen không được đi vào đó.</translation>
    </message>
    <message>
        <source>%1 is forbidden: a double four. Black may not play there under renju.</source>
        <translation>%1 bị cấm: bốn-bốn. Trong renju Đen không được đi vào đó.</translation>
    </message>
    <message>
        <source>%1 is forbidden: a double three. Black may not play there under renju.</source>
        <translation>%1 bị cấm: ba-ba. Trong renju Đen không được đi vào đó.</translation>
    </message>
    <message>
        <source>Offer draw</source>
        <translation>Xin hòa</translation>
    </message>
    <message>
        <source>%1 (%2) offers a draw. %3 (%4), do you accept?</source>
        <translation>%1 (%2) xin hòa. %3 (%4), bạn có đồng ý không?</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Xin thua</translation>
    </message>
    <message>
        <source>Resign this game? It counts for your rating: resigning loses it, as a loss on the board would. No goes back to the game.</source>
        <translation>Xin thua ván này? Ván có tính điểm: xin thua bị tính là thua, như thua trên bàn cờ. Chọn “Không” để quay lại ván.</translation>
    </message>
    <message>
        <source>%1 (%2) is considering your offer of a draw…</source>
        <translation>%1 (%2) đang cân nhắc lời xin hòa của bạn…</translation>
    </message>
    <message>
        <source>%1 (%2) declines the draw.</source>
        <translation>%1 (%2) từ chối hòa.</translation>
    </message>
    <message>
        <source>%1 declines: it thinks it is winning.</source>
        <translation>%1 từ chối: nó cho rằng mình đang thắng.</translation>
    </message>
    <message>
        <source>%1 declines: it could not read the position.</source>
        <translation>%1 từ chối: nó không đọc được thế cờ.</translation>
    </message>
    <message>
        <source>%1 %2: %3 was played for it (its last depth move).</source>
        <translation>%1 %2: đã đi %3 thay nó (nước của độ sâu cuối cùng).</translation>
    </message>
    <message>
        <source>%1 %2: %3 was played for it (its quick move).</source>
        <translation>%1 %2: đã đi %3 thay nó (nước đi nhanh).</translation>
    </message>
    <message>
        <source>A draw</source>
        <translation>Hòa</translation>
    </message>
    <message>
        <source>You resigned: %1 wins</source>
        <translation>Bạn xin thua: %1 thắng</translation>
    </message>
    <message>
        <source>%1 resigned: you win</source>
        <translation>%1 xin thua: bạn thắng</translation>
    </message>
    <message>
        <source>%1 resigned: %2</source>
        <translation>%1 xin thua: %2</translation>
    </message>
    <message>
        <source>You win: %1 forfeits (%2)</source>
        <translation>Bạn thắng: %1 bị xử thua (%2)</translation>
    </message>
    <message>
        <source>You win: %1 forfeits</source>
        <translation>Bạn thắng: %1 bị xử thua</translation>
    </message>
    <message>
        <source>%1: %2 forfeits (%3)</source>
        <translation>%1: %2 bị xử thua (%3)</translation>
    </message>
    <message>
        <source>%1: %2 forfeits</source>
        <translation>%1: %2 bị xử thua</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>Bạn thắng!</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 thắng</translation>
    </message>
    <message>
        <source>%1 (%2) wins</source>
        <translation>%1 (%2) thắng</translation>
    </message>
    <message>
        <source>Freestyle</source>
        <translation>Tự do</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Tiêu chuẩn</translation>
    </message>
    <message>
        <source>Renju</source>
        <translation>Renju</translation>
    </message>
    <message>
        <source>Caro</source>
        <translation>Caro</translation>
    </message>
    <message>
        <source>No swap</source>
        <translation>Không swap</translation>
    </message>
    <message>
        <source>Swap</source>
        <translation>Swap</translation>
    </message>
    <message>
        <source>Swap2</source>
        <translation>Swap2</translation>
    </message>
    <message>
        <source>%1x%2, exactly %3 in a row</source>
        <translation>%1x%2, đúng %3 quân liên tiếp</translation>
    </message>
    <message>
        <source>Move %1 of %2: click ▶ or Play from here</source>
        <translation>Nước %1 / %2: bấm ▶ hoặc “Chơi từ đây”</translation>
    </message>
    <message>
        <source>did not answer after {} s</source>
        <translation>không trả lời sau %1 giây</translation>
    </message>
    <message>
        <source>raised {}</source>
        <translation>gặp lỗi %1</translation>
    </message>
    <message>
        <source>answered an illegal move {}</source>
        <translation>trả lời bằng nước không hợp lệ %1</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Cells, as in tic-tac-toe</source>
        <translation>Ô vuông, như cờ caro 3x3</translation>
    </message>
    <message>
        <source>Stones on the points of a Go board</source>
        <translation>Quân đặt trên giao điểm như bàn cờ vây</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Sáng</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Tối</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Tương phản cao</translation>
    </message>
    <message>
        <source>there is no %1.json in %2</source>
        <translation>không có %1.json trong %2</translation>
    </message>
    <message>
        <source>Your theme “%1” could not be used (%2); the %3 theme is used instead.</source>
        <translation>Không dùng được giao diện “%1” của bạn (%2); đang dùng giao diện %3 thay thế.</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Cài đặt</translation>
    </message>
    <message>
        <source>Follow the system (light or dark)</source>
        <translation>Theo hệ thống (sáng hoặc tối)</translation>
    </message>
    <message>
        <source>%1 (yours)</source>
        <translation>%1 (của bạn)</translation>
    </message>
    <message>
        <source>The colours of the whole app</source>
        <translation>Màu sắc của toàn bộ ứng dụng</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Giao diện</translation>
    </message>
    <message>
        <source>How a board of five or more in a row (Gomoku) is drawn; smaller games always use cells</source>
        <translation>Cách vẽ bàn cờ năm quân liên tiếp trở lên (caro/gomoku); các bàn nhỏ hơn luôn dùng ô vuông</translation>
    </message>
    <message>
        <source>&amp;Board for five in a row</source>
        <translation>&amp;Bàn cờ năm quân</translation>
    </message>
    <message>
        <source>Mark them on Black&apos;s turn</source>
        <translation>Đánh dấu khi đến lượt Đen</translation>
    </message>
    <message>
        <source>Under renju Black may not play a double three, a double four or an overline: mark those points with a struck-through ring while Black is to move</source>
        <translation>Trong renju Đen không được tạo ba-ba, bốn-bốn hay hàng dài: khi đến lượt Đen, đánh dấu các điểm đó bằng vòng tròn gạch chéo</translation>
    </message>
    <message>
        <source>&amp;Renju&apos;s forbidden points</source>
        <translation>Điểm &amp;cấm của renju</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Ngôn ngữ</translation>
    </message>
    <message>
        <source>About…</source>
        <translation>Giới thiệu…</translation>
    </message>
    <message>
        <source>The game&apos;s version, and where your data is kept</source>
        <translation>Phiên bản của trò chơi, và nơi lưu dữ liệu của bạn</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Đóng</translation>
    </message>
    <message>
        <source>Close the settings: every change is already kept</source>
        <translation>Đóng cài đặt: mọi thay đổi đã được lưu</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Theo hệ thống</translation>
    </message>
    <message>
        <source>The language of the app, used from its next start</source>
        <translation>Ngôn ngữ của ứng dụng, có hiệu lực từ lần mở sau</translation>
    </message>
    <message>
        <source>A new language is used from the next start.</source>
        <translation>Ngôn ngữ mới có hiệu lực từ lần mở sau.</translation>
    </message>
    <message>
        <source>Your own themes are read from %1 (see docs/themes.md).</source>
        <translation>Giao diện riêng của bạn được đọc từ %1 (xem docs/themes.md).</translation>
    </message>
    <message>
        <source>Not used: %1</source>
        <translation>Không dùng: %1</translation>
    </message>
</context>
<context>
    <name>Setup</name>
    <message>
        <source>impossible start position: %1</source>
        <translation>thế cờ khởi đầu không thể có: %1</translation>
    </message>
    <message>
        <source>the position is already over: take a mark away</source>
        <translation>thế cờ này đã kết thúc: hãy bỏ bớt một quân</translation>
    </message>
    <message>
        <source>X has {} marks and O has {}; X moves first, so X must have as many marks as O or one more</source>
        <translation>X có %1 quân và O có %2; X đi trước, nên số quân X phải bằng số quân O hoặc hơn một</translation>
    </message>
    <message>
        <source>both X and O have a line</source>
        <translation>cả X và O đều có đường thắng</translation>
    </message>
    <message>
        <source>Black (X) has an overline, which renju forbids</source>
        <translation>Đen (X) có hàng dài quá năm, luật renju cấm</translation>
    </message>
    <message>
        <source>{} has a line but {} has moved since</source>
        <translation>%1 đã có đường thắng nhưng sau đó %2 vẫn đi tiếp</translation>
    </message>
    <message>
        <source>{} has lines that no single last move could have made (the game would have ended earlier)</source>
        <translation>%1 có những đường mà không nước cuối nào có thể cùng lúc tạo ra (ván đã phải kết thúc sớm hơn)</translation>
    </message>
</context>
<context>
    <name>Stats</name>
    <message>
        <source>Opponents</source>
        <translation>Đối thủ</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Bàn cờ</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Số ván</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Thắng</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>Hòa</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>Thua</translation>
    </message>
    <message>
        <source>Longest streak</source>
        <translation>Chuỗi thắng dài nhất</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Chơi lần cuối</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Thống kê</translation>
    </message>
    <message>
        <source>Your games (wins and losses are yours)</source>
        <translation>Ván của bạn (thắng thua tính cho bạn)</translation>
    </message>
    <message>
        <source>Computer against computer (from the first-named side)</source>
        <translation>Máy đấu máy (tính cho bên được nêu trước)</translation>
    </message>
    <message>
        <source>The most wins in a row: yours, or the first-named side&apos;s</source>
        <translation>Số ván thắng liên tiếp nhiều nhất: của bạn, hoặc của bên được nêu trước</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menu</translation>
    </message>
    <message>
        <source>Reset statistics…</source>
        <translation>Xóa thống kê…</translation>
    </message>
    <message>
        <source>Forget every game in the statistics</source>
        <translation>Xóa mọi ván trong thống kê</translation>
    </message>
    <message>
        <source>Your games</source>
        <translation>Ván của bạn</translation>
    </message>
    <message>
        <source>Your results against each opponent on each board; wins and losses are yours</source>
        <translation>Kết quả của bạn với từng đối thủ trên từng bàn cờ; thắng thua tính cho bạn</translation>
    </message>
    <message>
        <source>Computer against computer</source>
        <translation>Máy đấu máy</translation>
    </message>
    <message>
        <source>The computers&apos; games against each other, from the first-named side</source>
        <translation>Các ván máy đấu với nhau, tính cho bên được nêu trước</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) of yours could not be read and were set aside, kept as they are: %1</source>
        <translation>
            <numerusform>%n tệp của bạn không đọc được và đã được cất riêng, giữ nguyên như cũ: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Statistics are off: the statistics file could not be opened.</source>
        <translation>Thống kê đang tắt: không mở được tệp thống kê.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) recorded, kept in %1</source>
        <translation>
            <numerusform>Đã ghi %n ván, lưu trong %1</numerusform>
        </translation>
    </message>
    <message>
        <source>No games yet: finish a game and it is counted here.</source>
        <translation>Chưa có ván nào: chơi xong một ván thì ván đó sẽ được tính ở đây.</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Bạn</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 đấu %2</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>the game does not name both players</source>
        <translation>ván cờ không ghi tên cả hai người chơi</translation>
    </message>
    <message>
        <source>not valid JSON ({})</source>
        <translation>không phải JSON hợp lệ (%1)</translation>
    </message>
    <message>
        <source>not an autosave (no &quot;format&quot;: &quot;{}&quot;)</source>
        <translation>không phải tệp tự động lưu (không có &quot;format&quot;: &quot;%1&quot;)</translation>
    </message>
    <message>
        <source>version {!r} is not supported (this program reads version {})</source>
        <translation>phiên bản %1 không được hỗ trợ (chương trình này đọc phiên bản %2)</translation>
    </message>
    <message>
        <source>kept by a newer version of the game (version {!r}; this one reads version {})</source>
        <translation>được lưu bởi một phiên bản mới hơn của trò chơi (phiên bản %1; phiên bản này đọc phiên bản %2)</translation>
    </message>
    <message>
        <source>the game: {}</source>
        <translation>ván cờ: %1</translation>
    </message>
    <message>
        <source>{}</source>
        <translation>%1</translation>
    </message>
    <message>
        <source>not UTF-8 text</source>
        <translation>không phải văn bản UTF-8</translation>
    </message>
    <message>
        <source>series must be an object</source>
        <translation>series phải là một đối tượng</translation>
    </message>
    <message>
        <source>series: unknown field {!r}</source>
        <translation>series: trường không rõ %1</translation>
    </message>
    <message>
        <source>series.{} is missing</source>
        <translation>thiếu series.%1</translation>
    </message>
    <message>
        <source>series.{} must be a list</source>
        <translation>series.%1 phải là một danh sách</translation>
    </message>
    <message>
        <source>{} must be a player spec, not {!r}</source>
        <translation>%1 phải là mô tả người chơi, không phải %2</translation>
    </message>
    <message>
        <source>starter must be one of {}, not {!r}</source>
        <translation>starter phải là một trong %1, không phải %2</translation>
    </message>
    <message>
        <source>games must be a whole number from 1 to {}, not {!r}</source>
        <translation>games phải là số nguyên từ 1 đến %1, không phải %2</translation>
    </message>
    <message>
        <source>{} must be a list of 0, 1 and 2, not {!r}</source>
        <translation>%1 phải là danh sách gồm 0, 1 và 2, không phải %2</translation>
    </message>
    <message>
        <source>{} results for a series of {} games</source>
        <translation>%1 kết quả cho một loạt %2 ván</translation>
    </message>
    <message>
        <source>statistics_id must be a whole number, not {!r}</source>
        <translation>statistics_id phải là số nguyên, không phải %1</translation>
    </message>
    <message>
        <source>opening must be one of {}, not {!r}</source>
        <translation>opening phải là một trong %1, không phải %2</translation>
    </message>
    <message>
        <source>the opening under way: {}</source>
        <translation>khai cuộc đang diễn ra: %1</translation>
    </message>
    <message>
        <source>session: too many results</source>
        <translation>session: quá nhiều kết quả</translation>
    </message>
    <message>
        <source>not a puzzle attempts file</source>
        <translation>không phải tệp ghi các lần giải bài tập</translation>
    </message>
    <message>
        <source>version {!r}, not {}</source>
        <translation>phiên bản %1, không phải %2</translation>
    </message>
    <message>
        <source>The puzzle attempts were written by a newer version of the game (version {}); they are left as they are and this session&apos;s attempts are not kept</source>
        <translation>Các lần giải bài tập được ghi bởi một phiên bản mới hơn của trò chơi (phiên bản %1); chúng được để nguyên và các lần giải trong phiên này không được lưu</translation>
    </message>
    <message>
        <source>attempts[{}]: not [puzzle id, 0 or 1, time]</source>
        <translation>attempts[%1]: không phải [id bài tập, 0 hoặc 1, thời gian]</translation>
    </message>
    <message>
        <source>attempts: not a list</source>
        <translation>attempts: không phải danh sách</translation>
    </message>
    <message>
        <source>unknown opening {!r}: the openings are {}</source>
        <translation>khai cuộc không rõ %1: các khai cuộc là %2</translation>
    </message>
    <message>
        <source>unknown choice {!r}: the choices are {}</source>
        <translation>lựa chọn không rõ %1: các lựa chọn là %2</translation>
    </message>
    <message>
        <source>{.value} cannot open with the choices {}</source>
        <translation>khai cuộc %1 không thể có các lựa chọn %2</translation>
    </message>
    <message>
        <source>{.value} cannot open with the choices none</source>
        <translation>khai cuộc %1 cần có ít nhất một lựa chọn</translation>
    </message>
    <message>
        <source>must be an object with &quot;kind&quot; and &quot;choices&quot;</source>
        <translation>phải là một đối tượng có &quot;kind&quot; và &quot;choices&quot;</translation>
    </message>
    <message>
        <source>&quot;kind&quot; is a name and &quot;choices&quot; a list of names</source>
        <translation>&quot;kind&quot; là một tên và &quot;choices&quot; là một danh sách tên</translation>
    </message>
    <message>
        <source>a game opened by swap starts from the empty board</source>
        <translation>ván mở bằng swap phải bắt đầu từ bàn cờ trống</translation>
    </message>
    <message>
        <source>a {.value} opening places {} stones; the game has {} moves</source>
        <translation>khai cuộc %1 đặt %2 quân; ván cờ có %3 nước</translation>
    </message>
    <message>
        <source>an opening stone may not end the game</source>
        <translation>quân khai cuộc không được kết thúc ván cờ</translation>
    </message>
    <message numerus="yes">
        <source>longer than {} characters</source>
        <translation>
            <numerusform>dài hơn %n ký tự</numerusform>
        </translation>
    </message>
    <message>
        <source>{} fields, not 11 (or 12 with a rule)</source>
        <translation>%1 trường, không phải 11 (hoặc 12 khi có luật)</translation>
    </message>
    <message>
        <source>unknown kind of puzzle {!r}</source>
        <translation>loại bài tập không rõ %1</translation>
    </message>
    <message>
        <source>an impossible position: {}</source>
        <translation>thế cờ không thể có: %1</translation>
    </message>
    <message>
        <source>the id {!r} does not name this position</source>
        <translation>id %1 không ứng với thế cờ này</translation>
    </message>
    <message>
        <source>unexpected {!r} after the tree</source>
        <translation>%1 không mong đợi sau cây</translation>
    </message>
    <message>
        <source>the game is over in the puzzle&apos;s position</source>
        <translation>ván cờ đã kết thúc ở thế cờ của bài tập</translation>
    </message>
    <message>
        <source>the tree&apos;s longest line is not {} plies</source>
        <translation>nhánh dài nhất của cây không phải %1 nửa nước</translation>
    </message>
    <message>
        <source>{} after {}: {}</source>
        <translation>%1 sau %2: %3</translation>
    </message>
    <message>
        <source>{} after {} does not win</source>
        <translation>%1 sau %2 không thắng</translation>
    </message>
    <message>
        <source>the reply {}: {}</source>
        <translation>nước đáp %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>the tree is deeper than {} moves</source>
        <translation>
            <numerusform>cây sâu hơn %n nước</numerusform>
        </translation>
    </message>
    <message>
        <source>expected &apos;;&apos; or &apos;)&apos; in the tree, not {!r}</source>
        <translation>trong cây cần &apos;;&apos; hoặc &apos;)&apos;, không phải %1</translation>
    </message>
    <message>
        <source>the tree: {}</source>
        <translation>cây: %1</translation>
    </message>
    <message>
        <source>not a date: {!r}</source>
        <translation>không phải ngày tháng: %1</translation>
    </message>
    <message>
        <source>the start</source>
        <translation>thế ban đầu</translation>
    </message>
    <message>
        <source>a reply must be followed by a space and the next move</source>
        <translation>sau một nước đáp phải có dấu cách và nước tiếp theo</translation>
    </message>
    <message>
        <source>{}, line {}: {}</source>
        <translation>%1, dòng %2: %3</translation>
    </message>
    <message>
        <source>{}: {}</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>{}: cannot read it ({})</source>
        <translation>%1: không đọc được (%2)</translation>
    </message>
    <message>
        <source>{}: not UTF-8 text</source>
        <translation>%1: không phải văn bản UTF-8</translation>
    </message>
    <message>
        <source>{!r}: rows are numbered from 1</source>
        <translation>%1: các hàng được đánh số từ 1</translation>
    </message>
    <message>
        <source>{!r} is not a cell: write a letter and a row number (H8) or x,y from 0 (7,7)</source>
        <translation>%1 không phải một ô: hãy viết một chữ cái và số hàng (H8) hoặc x,y tính từ 0 (7,7)</translation>
    </message>
    <message>
        <source>{} is not on the {}x{} board</source>
        <translation>%1 không nằm trên bàn cờ %2x%3</translation>
    </message>
    <message>
        <source>move {}: {}</source>
        <translation>nước %1: %2</translation>
    </message>
    <message>
        <source>Your puzzles could not be read ({}); the file was set aside as {}</source>
        <translation>Không đọc được các bài tập của bạn (%1); tệp đã được cất riêng thành %2</translation>
    </message>
    <message>
        <source>Your puzzles could not be read ({}) nor set aside</source>
        <translation>Không đọc được các bài tập của bạn (%1) và cũng không cất riêng được</translation>
    </message>
    <message>
        <source>The puzzle attempts could not be read ({}); the file was set aside as {}</source>
        <translation>Không đọc được các lần giải bài tập (%1); tệp đã được cất riêng thành %2</translation>
    </message>
    <message>
        <source>The puzzle attempts could not be read ({}) nor set aside</source>
        <translation>Không đọc được các lần giải bài tập (%1) và cũng không cất riêng được</translation>
    </message>
    <message>
        <source>The proven values could not be read ({}); the file was set aside as {}</source>
        <translation>Không đọc được các giá trị đã chứng minh (%1); tệp đã được cất riêng thành %2</translation>
    </message>
    <message>
        <source>The proven values could not be read ({}) nor set aside</source>
        <translation>Không đọc được các giá trị đã chứng minh (%1) và cũng không cất riêng được</translation>
    </message>
    <message>
        <source>the database is damaged: {}</source>
        <translation>cơ sở dữ liệu bị hỏng: %1</translation>
    </message>
    <message>
        <source>written by a newer program (schema {})</source>
        <translation>do chương trình mới hơn ghi (lược đồ %1)</translation>
    </message>
    <message>
        <source>the games table lacks {}</source>
        <translation>bảng games thiếu %1</translation>
    </message>
</context>
<context>
    <name>Swap</name>
    <message>
        <source>%1: %2 is placing the opening stones…</source>
        <translation>%1: %2 đang đặt các quân khai cuộc…</translation>
    </message>
    <message>
        <source>%1: %2 is placing two more stones…</source>
        <translation>%1: %2 đang đặt thêm hai quân…</translation>
    </message>
    <message>
        <source>%1: %2 is picking a colour…</source>
        <translation>%1: %2 đang chọn màu…</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Đen</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Trắng</translation>
    </message>
    <message>
        <source>%1: place stone %2 of %3 (%4); then %5 picks a colour or two more.</source>
        <translation>%1: đặt quân thứ %2 trên %3 (%4); sau đó %5 chọn màu hoặc đặt thêm hai quân.</translation>
    </message>
    <message>
        <source>%1: %6 places stone %2 of %3 (%4); then %5 picks a colour or two more.</source>
        <translation>%1: %6 đặt quân thứ %2 trên %3 (%4); sau đó %5 chọn màu hoặc đặt thêm hai quân.</translation>
    </message>
    <message>
        <source>%1: place stone %2 of %3 (%4); then %5 picks a colour.</source>
        <translation>%1: đặt quân thứ %2 trên %3 (%4); sau đó %5 chọn màu.</translation>
    </message>
    <message>
        <source>%1: %6 places stone %2 of %3 (%4); then %5 picks a colour.</source>
        <translation>%1: %6 đặt quân thứ %2 trên %3 (%4); sau đó %5 chọn màu.</translation>
    </message>
    <message>
        <source>%1: pick Black or White, or place two more and let %3 pick.</source>
        <translation>%1: chọn Đen hoặc Trắng, hoặc đặt thêm hai quân và để %3 chọn.</translation>
    </message>
    <message>
        <source>%1: %2 picks Black or White, or places two more and lets %3 pick.</source>
        <translation>%1: %2 chọn Đen hoặc Trắng, hoặc đặt thêm hai quân và để %3 chọn.</translation>
    </message>
    <message>
        <source>%1: pick Black or White.</source>
        <translation>%1: chọn Đen hoặc Trắng.</translation>
    </message>
    <message>
        <source>%1: %2 picks Black or White.</source>
        <translation>%1: %2 chọn Đen hoặc Trắng.</translation>
    </message>
    <message>
        <source>%1 placed three stones (it reads %2 for White).</source>
        <translation>%1 đã đặt ba quân (nó đánh giá %2 cho Trắng).</translation>
    </message>
    <message>
        <source>%1 placed three stones.</source>
        <translation>%1 đã đặt ba quân.</translation>
    </message>
    <message>
        <source>%1 placed two stones (it reads %2 for White).</source>
        <translation>%1 đã đặt hai quân (nó đánh giá %2 cho Trắng).</translation>
    </message>
    <message>
        <source>%1 placed two stones.</source>
        <translation>%1 đã đặt hai quân.</translation>
    </message>
    <message>
        <source>%1 places two more (it reads %2 for White).</source>
        <translation>%1 đặt thêm hai quân (nó đánh giá %2 cho Trắng).</translation>
    </message>
    <message>
        <source>%1 places two more.</source>
        <translation>%1 đặt thêm hai quân.</translation>
    </message>
    <message>
        <source>%1 takes Black (it reads %2 for White).</source>
        <translation>%1 chọn Đen (nó đánh giá %2 cho Trắng).</translation>
    </message>
    <message>
        <source>%1 takes Black.</source>
        <translation>%1 chọn Đen.</translation>
    </message>
    <message>
        <source>%1 takes White (it reads %2 for White).</source>
        <translation>%1 chọn Trắng (nó đánh giá %2 cho Trắng).</translation>
    </message>
    <message>
        <source>%1 takes White.</source>
        <translation>%1 chọn Trắng.</translation>
    </message>
    <message>
        <source>%1 settled: you play Black.</source>
        <translation>%1 đã xong: bạn cầm Đen.</translation>
    </message>
    <message>
        <source>%1 settled: you play White.</source>
        <translation>%1 đã xong: bạn cầm Trắng.</translation>
    </message>
    <message>
        <source>%1 settled: %2 plays Black, %3 White.</source>
        <translation>%1 đã xong: %2 cầm Đen, %3 cầm Trắng.</translation>
    </message>
    <message>
        <source>%1 could not take its part in the opening (%2): it forfeits.</source>
        <translation>%1 không thể thực hiện phần khai cuộc của mình (%2): bị xử thua.</translation>
    </message>
    <message>
        <source>in the opening: %1</source>
        <translation>trong khai cuộc: %1</translation>
    </message>
    <message>
        <source>no answer in time</source>
        <translation>không trả lời kịp</translation>
    </message>
</context>
<context>
    <name>Themes</name>
    <message>
        <source>it is not UTF-8 text</source>
        <translation>đây không phải văn bản UTF-8</translation>
    </message>
    <message>
        <source>not valid JSON: line %1: %2</source>
        <translation>JSON không hợp lệ: dòng %1: %2</translation>
    </message>
    <message>
        <source>not valid JSON: nested too deeply</source>
        <translation>JSON không hợp lệ: lồng nhau quá sâu</translation>
    </message>
    <message>
        <source>not a theme file (&quot;format&quot; must be &quot;%1&quot;)</source>
        <translation>không phải tệp giao diện (&quot;format&quot; phải là &quot;%1&quot;)</translation>
    </message>
    <message>
        <source>unknown field %1</source>
        <translation>trường không xác định %1</translation>
    </message>
    <message>
        <source>&quot;version&quot; must be a whole number from 1</source>
        <translation>&quot;version&quot; phải là số nguyên từ 1 trở lên</translation>
    </message>
    <message>
        <source>version %1 is newer than this app reads (%2)</source>
        <translation>phiên bản %1 mới hơn phiên bản ứng dụng này đọc được (%2)</translation>
    </message>
    <message>
        <source>&quot;name&quot; must be text of 1 to %1 characters</source>
        <translation>&quot;name&quot; phải là văn bản dài từ 1 đến %1 ký tự</translation>
    </message>
    <message>
        <source>&quot;scheme&quot; must be &quot;dark&quot; or &quot;light&quot;</source>
        <translation>&quot;scheme&quot; phải là &quot;dark&quot; hoặc &quot;light&quot;</translation>
    </message>
    <message>
        <source>&quot;colours&quot; must be an object of names and #rrggbb values</source>
        <translation>&quot;colours&quot; phải là một đối tượng gồm tên và giá trị #rrggbb</translation>
    </message>
    <message>
        <source>colour %1 needs &quot;version&quot;: %2</source>
        <translation>màu %1 cần &quot;version&quot;: %2</translation>
    </message>
    <message>
        <source>unknown colour %1 (docs/themes.md lists them)</source>
        <translation>màu không xác định %1 (danh sách trong docs/themes.md)</translation>
    </message>
    <message>
        <source>missing colours: %1 and %2 more</source>
        <translation>thiếu màu: %1 và %2 màu khác</translation>
    </message>
    <message>
        <source>missing colours: %1</source>
        <translation>thiếu màu: %1</translation>
    </message>
    <message>
        <source>colour &quot;%1&quot; must be written #rrggbb, not %2</source>
        <translation>màu &quot;%1&quot; phải viết dạng #rrggbb, không phải %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>the themes folder %1 cannot be read: %2</source>
        <translation>không đọc được thư mục giao diện %1: %2</translation>
    </message>
    <message>
        <source>%1: a theme file&apos;s name is 1 to 40 small letters, digits, - or _, then .json</source>
        <translation>%1: tên tệp giao diện gồm 1 đến 40 chữ thường, chữ số, - hoặc _, rồi đến .json</translation>
    </message>
    <message>
        <source>%1: a built-in theme has this name; rename the file</source>
        <translation>%1: đã có giao diện sẵn trùng tên; hãy đổi tên tệp</translation>
    </message>
    <message>
        <source>only the first %1 theme files of %2 are read</source>
        <translation>chỉ đọc %1 tệp giao diện đầu tiên trong %2</translation>
    </message>
</context>
<context>
    <name>Window</name>
    <message>
        <source>Tic-Tac-Toe</source>
        <translation>Cờ caro</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Bắt đầu ván mới</translation>
    </message>
    <message>
        <source>✗ %1</source>
        <translation>✗ %1</translation>
    </message>
    <message>
        <source>Set up a new position</source>
        <translation>Xếp một thế cờ mới</translation>
    </message>
    <message>
        <source>%1? The unfinished game (%2) will be lost.</source>
        <translation>%1? Ván cờ dở (%2) sẽ bị mất.</translation>
    </message>
    <message>
        <source>That game was resumed in another window just now.</source>
        <translation>Ván đó vừa được tiếp tục ở một cửa sổ khác.</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Xóa thống kê</translation>
    </message>
    <message>
        <source>Forget every game in the statistics?</source>
        <translation>Xóa mọi ván trong thống kê?</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
</context>
</TS>
