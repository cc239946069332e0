<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>About</name>
    <message>
        <source>Tic-Tac-Toe %1</source>
        <translation>Крестики-нолики %1</translation>
    </message>
    <message>
        <source>Tic-Tac-Toe %1: the whole m,n,k family, from 3x3 to Gomoku and Renju.

Python %2, Qt %3, PySide6 %4.
Your statistics, unfinished games and puzzles are kept in %5.</source>
        <translation>Крестики-нолики %1: всё семейство m,n,k, от 3x3 до гомоку и рэндзю.

Python %2, Qt %3, PySide6 %4.
Ваша статистика, незаконченные партии и задачи хранятся в %5.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
</context>
<context>
    <name>Access</name>
    <message>
        <source>%1, empty</source>
        <translation>%1, пусто</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1, on the winning line</source>
        <translation>%1, на выигрышной линии</translation>
    </message>
    <message>
        <source>%1, the last move</source>
        <translation>%1, последний ход</translation>
    </message>
    <message>
        <source>%1, forbidden to Black</source>
        <translation>%1, запрещено чёрным</translation>
    </message>
    <message>
        <source>%1 plays %2: %3 in a row</source>
        <translation>%1 ходит на %2: %3 в ряд</translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <translation>%1 ходит на %2</translation>
    </message>
    <message>
        <source>%1 taken back</source>
        <translation>%1: ход отменён</translation>
    </message>
    <message>
        <source> and </source>
        <translation> и </translation>
    </message>
    <message>
        <source>Board, %1 by %2, %3 in a row wins</source>
        <translation>Доска %1 на %2, побеждает %3 в ряд</translation>
    </message>
    <message>
        <source>Arrow keys move the cursor from cell to cell; Space or Return plays on the cell under it</source>
        <translation>Стрелки перемещают курсор по клеткам; Пробел или Enter — ход в клетку под курсором</translation>
    </message>
</context>
<context>
    <name>Adapt</name>
    <message>
        <source>Adaptive: %1, level %2</source>
        <translation>Адаптивный: %1, уровень %2</translation>
    </message>
    <message>
        <source>Adaptive plays level %1, %2: there are no ratings on %3.</source>
        <translation>Адаптивный играет на уровне %1 (%2): на %3 рейтингов нет.</translation>
    </message>
    <message>
        <source>Adaptive plays level %1, %2: no level has a rating on %3 yet.</source>
        <translation>Адаптивный играет на уровне %1 (%2): на %3 ещё ни у одного уровня нет рейтинга.</translation>
    </message>
    <message>
        <source>Adaptive plays level %1, %2: you are not rated on %3 yet.</source>
        <translation>Адаптивный играет на уровне %1 (%2): у вас ещё нет рейтинга на %3.</translation>
    </message>
    <message>
        <source>Adaptive plays level %1, %2, and moves one level a game for now. %3.</source>
        <translation>Адаптивный играет на уровне %1 (%2) и пока меняет уровень не больше чем на один за партию. %3.</translation>
    </message>
    <message>
        <source>Adaptive plays level %1, %2, the nearest to you. %3.</source>
        <translation>Адаптивный играет на уровне %1 (%2), ближайшем к вам. %3.</translation>
    </message>
    <message>
        <source>Adaptive plays level %1, %2.</source>
        <translation>Адаптивный играет на уровне %1 (%2).</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <source>Analysing…</source>
        <translation>Анализ…</translation>
    </message>
    <message>
        <source>Exact: every move solved</source>
        <translation>Точно: все ходы просчитаны</translation>
    </message>
    <message>
        <source>Depth %1</source>
        <translation>Глубина %1</translation>
    </message>
    <message numerus="yes">
        <source>Solving: %n move(s) exact</source>
        <translation>
            <numerusform>Решение: точно %n ход</numerusform>
            <numerusform>Решение: точно %n хода</numerusform>
            <numerusform>Решение: точно %n ходов</numerusform>
        </translation>
    </message>
    <message>
        <source>Solving…</source>
        <translation>Решение…</translation>
    </message>
    <message>
        <source>%1k positions/s</source>
        <translation>%1 тыс. позиций/с</translation>
    </message>
    <message>
        <source>%1 positions/s</source>
        <translation>%1 позиций/с</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 с</translation>
    </message>
    <message>
        <source> · %1 more</source>
        <translation> · ещё %1</translation>
    </message>
    <message>
        <source>%1 played %2</source>
        <translation>%1 сыграл %2</translation>
    </message>
    <message>
        <source>%1 considered</source>
        <translation>%1 рассматривал</translation>
    </message>
    <message>
        <source>%1; it weighed (scores for X):&lt;br&gt;%2</source>
        <translation>%1; варианты (оценки за X):&lt;br&gt;%2</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Анализ</translation>
    </message>
    <message>
        <source>Rest the pointer here to see the line on the board</source>
        <translation>Задержите указатель здесь, чтобы увидеть вариант на доске</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Пауза</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Шаг</translation>
    </message>
    <message>
        <source>One computer move, then pause again</source>
        <translation>Один ход компьютера, затем снова пауза</translation>
    </message>
    <message>
        <source>Pause the computers&apos; game, or resume it; Step plays one move</source>
        <translation>Приостановить или продолжить партию компьютеров; «Шаг» делает один ход</translation>
    </message>
    <message>
        <source>Best line: %1</source>
        <translation>Лучший вариант: %1</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Продолжить</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Ничья</translation>
    </message>
    <message>
        <source>%1 wins in %2</source>
        <translation>%1 выигрывает за %2</translation>
    </message>
    <message>
        <source>%1 wins in ≤ %2</source>
        <translation>%1 выигрывает за ≤ %2</translation>
    </message>
    <message>
        <source>Even</source>
        <translation>Равно</translation>
    </message>
    <message>
        <source>Evaluation bar</source>
        <translation>Шкала оценки</translation>
    </message>
</context>
<context>
    <name>Choosing</name>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>Play Black (X): White moves next, then you</source>
        <translation>Играть чёрными (X): сначала ходят белые, потом вы</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Play White (O): you move next</source>
        <translation>Играть белыми (O): следующий ход ваш</translation>
    </message>
    <message>
        <source>Two more</source>
        <translation>Ещё два</translation>
    </message>
    <message>
        <source>Place two more stones, White then Black, and let the other player choose the colour</source>
        <translation>Поставить ещё два камня, белый и чёрный, и дать сопернику выбрать цвет</translation>
    </message>
</context>
<context>
    <name>Control</name>
    <message>
        <source>Game %1 of %2</source>
        <translation>Партия %1 из %2</translation>
    </message>
    <message>
        <source>Your game is kept: Resume on the menu returns to it</source>
        <translation>Партия сохранена: кнопка «Продолжить» в меню вернёт к ней</translation>
    </message>
    <message>
        <source>Nothing to undo: the opening is being settled</source>
        <translation>Нечего отменять: дебют ещё не решён</translation>
    </message>
    <message>
        <source>Nothing to undo</source>
        <translation>Нечего отменять</translation>
    </message>
    <message>
        <source>Replay: %1</source>
        <translation>Просмотр: %1</translation>
    </message>
    <message>
        <source>the game is over in that position: pick an earlier move</source>
        <translation>в этой позиции партия окончена: выберите более ранний ход</translation>
    </message>
    <message>
        <source>Set up: click a square for X, again for O, again to clear; then Play on</source>
        <translation>Расстановка: щёлкните клетку — X, ещё раз — O, ещё раз — пусто; затем «Играть дальше»</translation>
    </message>
    <message>
        <source>not setting up a position</source>
        <translation>сейчас не расстановка позиции</translation>
    </message>
    <message>
        <source>Cannot play on: %1</source>
        <translation>Нельзя играть дальше: %1</translation>
    </message>
    <message>
        <source>Nothing to undo: the opening&apos;s stones stay</source>
        <translation>Нечего отменять: камни дебюта остаются</translation>
    </message>
    <message>
        <source>Nothing to undo: no person plays in this game</source>
        <translation>Нечего отменять: в этой партии не играет человек</translation>
    </message>
    <message>
        <source>Nothing to undo: the computer made the only move</source>
        <translation>Нечего отменять: единственный ход сделал компьютер</translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <source>OK</source>
        <translation>ОК</translation>
    </message>
</context>
<context>
    <name>Engines</name>
    <message>
        <source>%1 plays five in a row only (k=5)</source>
        <translation>%1 играет только пять в ряд (k=5)</translation>
    </message>
    <message>
        <source>An external engine (Gomocup protocol): %1</source>
        <translation>Внешний движок (протокол Gomocup): %1</translation>
    </message>
    <message>
        <source>cannot start {!r}: {}</source>
        <translation>не удаётся запустить %1: %2</translation>
    </message>
    <message>
        <source>exited with status {}</source>
        <translation>завершился с кодом %1</translation>
    </message>
    <message>
        <source>was killed by {}</source>
        <translation>был убит сигналом %1</translation>
    </message>
    <message>
        <source>closed its output but is still running</source>
        <translation>закрыл свой вывод, но всё ещё работает</translation>
    </message>
    <message>
        <source>{} (stderr: {})</source>
        <translation>%1 (последние слова в потоке ошибок: %2)</translation>
    </message>
    <message>
        <source>expected coordinates x,y, got {!r}</source>
        <translation>ожидались координаты x,y, получено %1</translation>
    </message>
    <message>
        <source>START&apos;s board size must be a whole number, not {!r}</source>
        <translation>размер доски в START должен быть целым числом, а не %1</translation>
    </message>
    <message>
        <source>the width must be a whole number, not {!r}</source>
        <translation>ширина должна быть целым числом, а не %1</translation>
    </message>
    <message>
        <source>the height must be a whole number, not {!r}</source>
        <translation>высота должна быть целым числом, а не %1</translation>
    </message>
    <message>
        <source>a BOARD line&apos;s field must be a whole number, not {!r}</source>
        <translation>поле строки BOARD должно быть целым числом, а не %1</translation>
    </message>
    <message>
        <source>line too long ({} characters)</source>
        <translation>слишком длинная строка (символов: %1)</translation>
    </message>
    <message>
        <source>{} takes no arguments (got {!r})</source>
        <translation>%1 не принимает аргументов (получено %2)</translation>
    </message>
    <message>
        <source>RECTSTART takes width,height (got {!r})</source>
        <translation>RECTSTART принимает ширину,высоту (получено %1)</translation>
    </message>
    <message>
        <source>{}: {}</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>INFO takes a key and a value (INFO timeout_turn 1000)</source>
        <translation>INFO принимает ключ и значение (INFO timeout_turn 1000)</translation>
    </message>
    <message>
        <source>empty line</source>
        <translation>пустая строка</translation>
    </message>
    <message>
        <source>a BOARD line is x,y,field or DONE, not {!r}</source>
        <translation>строка BOARD — это x,y,поле или DONE, а не %1</translation>
    </message>
    <message>
        <source>a BOARD field is 1 (own), 2 (opponent) or 3, not {}</source>
        <translation>поле BOARD — это 1 (свой), 2 (соперника) или 3, а не %1</translation>
    </message>
    <message>
        <source>INFO rule takes a whole number (a bit mask), not {!r}</source>
        <translation>INFO rule принимает целое число (битовую маску), а не %1</translation>
    </message>
    <message>
        <source>rule {} is not played here: this engine plays 0 (freestyle), 1 (exactly five), 4 (renju) and 8 (caro), with or without 2 (continuous)</source>
        <translation>правило %1 здесь не играется: этот движок играет 0 (свободный гомоку), 1 (ровно пять), 4 (рэндзю) и 8 (каро), с 2 (непрерывная игра) или без</translation>
    </message>
    <message>
        <source>expected SWAP or one to three moves x,y, got {!r}</source>
        <translation>ожидалось SWAP или от одного до трёх ходов x,y, получено %1</translation>
    </message>
    <message>
        <source>pbrain engine {!r}: no such file (give the engine&apos;s path, or the name of a command on PATH)</source>
        <translation>движок pbrain %1: такого файла нет (укажите путь к движку или имя команды из PATH)</translation>
    </message>
    <message>
        <source>pbrain engine {!r} is not executable (chmod +x it)</source>
        <translation>движок pbrain %1 нельзя запустить: файл не исполняемый (сделайте chmod +x)</translation>
    </message>
    <message>
        <source>pbrain engine {!r}: {}</source>
        <translation>движок pbrain %1: %2</translation>
    </message>
    <message>
        <source>pbrain engine {!r} {}</source>
        <translation>движок pbrain %1: %2</translation>
    </message>
    <message>
        <source>pbrain engine {!r} did not answer ABOUT ({:g} s)</source>
        <translation>движок pbrain %1 не ответил на ABOUT (%2 с)</translation>
    </message>
    <message>
        <source>pbrain engine {!r} did not answer START for {}x{} in time ({:g} s)</source>
        <translation>движок pbrain %1 не ответил вовремя на START для доски %2x%3 (%4 с)</translation>
    </message>
    <message>
        <source>pbrain engine {!r} did not answer ABOUT after INFO rule ({:g} s)</source>
        <translation>движок pbrain %1 не ответил на ABOUT после INFO rule (%2 с)</translation>
    </message>
    <message>
        <source>the engine did not answer RESTART ({:g} s)</source>
        <translation>движок не ответил на RESTART (%1 с)</translation>
    </message>
    <message>
        <source>pbrain engine {!r} plays five in a row: k={} needs an engine that knows the INFO k extension (its ABOUT says mnk=&quot;1&quot;, as tictactoe brain does)</source>
        <translation>движок pbrain %1 играет только пять в ряд: для k=%2 нужен движок, знающий расширение INFO k (в его ABOUT есть mnk=&quot;1&quot;, как у tictactoe brain)</translation>
    </message>
    <message>
        <source>pbrain engine {!r} refuses a {}x{} board: {}</source>
        <translation>движок pbrain %1 отказывается от доски %2x%3: %4</translation>
    </message>
    <message>
        <source>pbrain engine {!r} does not play {.value} (INFO rule {}): {}</source>
        <translation>движок pbrain %1 не играет по правилу «%2» (INFO rule %3): %4</translation>
    </message>
    <message>
        <source>the engine {}</source>
        <translation>движок %1</translation>
    </message>
    <message>
        <source>no move within {:g} s (the limit is {:g} s a move, plus {:g} s of grace)</source>
        <translation>нет хода за %1 с (лимит — %2 с на ход и ещё %3 с запаса)</translation>
    </message>
    <message>
        <source>answered {!r} instead of a move</source>
        <translation>ответил %1 вместо хода</translation>
    </message>
    <message>
        <source>played {}, an illegal move: {}</source>
        <translation>сходил %1, а это недопустимый ход: %2</translation>
    </message>
    <message>
        <source>chose White with {}, an illegal move: {}</source>
        <translation>выбрал белых ходом %1, а это недопустимый ход: %2</translation>
    </message>
    <message>
        <source>SWAP2BOARD: {}</source>
        <translation>SWAP2BOARD: %1</translation>
    </message>
    <message>
        <source>said {!r} when nothing was asked</source>
        <translation>сказал %1, хотя его ни о чём не спрашивали</translation>
    </message>
    <message>
        <source>SWAP2BOARD asks nothing at the step {}</source>
        <translation>на шаге %1 SWAP2BOARD ни о чём не спрашивает</translation>
    </message>
    <message>
        <source>expected {} stones, got {!r}</source>
        <translation>ожидалось камней: %1, получено %2</translation>
    </message>
    <message>
        <source>expected SWAP, one move or two moves, got {!r}</source>
        <translation>ожидалось SWAP, один ход или два хода, получено %1</translation>
    </message>
    <message>
        <source>expected SWAP or one move, got {!r}</source>
        <translation>ожидалось SWAP или один ход, получено %1</translation>
    </message>
    <message>
        <source>no answer within {:g} s</source>
        <translation>нет ответа за %1 с</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>Tic-Tac-Toe games</source>
        <translation>Партии крестиков-ноликов</translation>
    </message>
    <message>
        <source>Piskvork games</source>
        <translation>Партии Piskvork</translation>
    </message>
    <message>
        <source>SGF games</source>
        <translation>Партии SGF</translation>
    </message>
    <message>
        <source>board diagrams</source>
        <translation>диаграммы доски</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Все файлы (*)</translation>
    </message>
    <message>
        <source>Games and positions (%1)</source>
        <translation>Партии и позиции (%1)</translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation>Открыть партию</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Открыть партию</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>Открывается %1…</translation>
    </message>
    <message>
        <source>The file does not give its rule: it is read as freestyle</source>
        <translation>В файле не указано правило: он прочитан как свободная игра</translation>
    </message>
    <message>
        <source>Could not open “%1”:
%2</source>
        <translation>Не удалось открыть «%1»:
%2</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Сохранить партию</translation>
    </message>
    <message>
        <source>Could not save “%1”:
%2</source>
        <translation>Не удалось сохранить «%1»:
%2</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>Сохранено в %1</translation>
    </message>
    <message>
        <source>Add engine (a Gomocup pbrain program)</source>
        <translation>Добавить движок (программу Gomocup pbrain)</translation>
    </message>
    <message>
        <source>Add engine</source>
        <translation>Добавить движок</translation>
    </message>
    <message>
        <source>Could not use %1 as an engine:
%2</source>
        <translation>Не удалось использовать %1 как движок:
%2</translation>
    </message>
</context>
<context>
    <name>FirstRating</name>
    <message>
        <source>New to the game</source>
        <translation>Новичок</translation>
    </message>
    <message>
        <source>Played before</source>
        <translation>Уже играл(а)</translation>
    </message>
    <message>
        <source>A strong player</source>
        <translation>Сильный игрок</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>%1: level %2, %3</source>
        <translation>%1: уровень %2, %3</translation>
    </message>
    <message>
        <source>Your first rating starts at a level of the ladder (%1) and then follows your games. You are asked only this once.</source>
        <translation>Ваш первый рейтинг начинается с одного из уровней лестницы (%1), а дальше меняется по вашим партиям. Этот вопрос задаётся только один раз.</translation>
    </message>
    <message>
        <source>Your first rating</source>
        <translation>Ваш первый рейтинг</translation>
    </message>
    <message>
        <source>How well do you know the game?</source>
        <translation>Насколько хорошо вы знаете игру?</translation>
    </message>
    <message>
        <source>Your first rating starts at level %1, %2</source>
        <translation>Ваш первый рейтинг начнётся с уровня %1 (%2)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Back to the menu: no game starts</source>
        <translation>Назад в меню: партия не начнётся</translation>
    </message>
</context>
<context>
    <name>GameFile</name>
    <message>
        <source>a list</source>
        <translation>список</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>объект</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>файл пуст</translation>
    </message>
    <message>
        <source>this is a binary file, not a game record or a board diagram</source>
        <translation>это двоичный файл, а не запись партии и не диаграмма доски</translation>
    </message>
    <message>
        <source>not UTF-8 text (a binary file?)</source>
        <translation>не текст UTF-8 (двоичный файл?)</translation>
    </message>
    <message>
        <source>holds control characters (a binary file?)</source>
        <translation>содержит управляющие символы (двоичный файл?)</translation>
    </message>
    <message>
        <source>the text holds binary data (NUL characters)</source>
        <translation>в тексте есть двоичные данные (символы NUL)</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>отсутствует</translation>
    </message>
    <message>
        <source>appears twice</source>
        <translation>встречается дважды</translation>
    </message>
    <message>
        <source>holds control characters</source>
        <translation>содержит управляющие символы</translation>
    </message>
    <message>
        <source>unknown side: use X and O</source>
        <translation>неизвестная сторона: используйте X и O</translation>
    </message>
    <message>
        <source>not valid JSON</source>
        <translation>некорректный JSON</translation>
    </message>
    <message>
        <source>the file ends too early (is it truncated?)</source>
        <translation>файл обрывается раньше времени (он обрезан?)</translation>
    </message>
    <message>
        <source>the JSON is nested too deeply</source>
        <translation>в JSON слишком глубокая вложенность</translation>
    </message>
    <message>
        <source>given beside &quot;help&quot;, which holds the hints since it exists: keep one</source>
        <translation>указано вместе с &quot;help&quot;, где с его появления хранятся подсказки: оставьте одно из двух</translation>
    </message>
    <message>
        <source>null (not over)</source>
        <translation>null (не окончена)</translation>
    </message>
    <message>
        <source>must be more than 0 (or null: no limit)</source>
        <translation>должно быть больше 0 (или null: без ограничения)</translation>
    </message>
    <message>
        <source>the game is not over</source>
        <translation>партия не окончена</translation>
    </message>
    <message>
        <source>the moves end in a draw</source>
        <translation>ходы заканчиваются ничьей</translation>
    </message>
    <message>
        <source>an outcome by {} needs a winner</source>
        <translation>у исхода %1 должен быть победитель</translation>
    </message>
    <message>
        <source>an outcome by {} is a draw: it has no winner</source>
        <translation>исход %1 — ничья: победителя у него нет</translation>
    </message>
    <message>
        <source>a draw can be called only when nobody can complete a line any more</source>
        <translation>ничью можно объявить, только когда никто уже не может собрать ряд</translation>
    </message>
    <message>
        <source>nobody can complete a line any more: the draw is called, not agreed</source>
        <translation>никто уже не может собрать ряд: это объявленная ничья, а не по соглашению</translation>
    </message>
    <message>
        <source>the side to move must be X or O, not {!r}</source>
        <translation>ходящая сторона должна быть X или O, а не %1</translation>
    </message>
    <message>
        <source>{} cannot be to move: X has {} marks and O has {}, so it is {}&apos;s turn (X moves first)</source>
        <translation>ход не может быть за %1: у X знаков — %2, у O — %3, значит, ходит %4 (X ходит первым)</translation>
    </message>
    <message>
        <source>no board found: write rows of X, O and &apos;.&apos;</source>
        <translation>доска не найдена: напишите строки из X, O и &apos;.&apos;</translation>
    </message>
    <message>
        <source>header lines such as &apos;k=4&apos; must come before the board</source>
        <translation>строки заголовка вроде &apos;k=4&apos; должны идти перед доской</translation>
    </message>
    <message>
        <source>blank line inside the board: the rows must be together</source>
        <translation>пустая строка внутри доски: строки доски должны идти подряд</translation>
    </message>
    <message>
        <source>a board diagram holds the position, not a draw by agreement: save this game as .ttt or .sgf</source>
        <translation>диаграмма доски хранит позицию, а не ничью по соглашению: сохраните эту партию как .ttt или .sgf</translation>
    </message>
    <message>
        <source>the last move is cut short (is the file truncated?)</source>
        <translation>последний ход оборван (файл обрезан?)</translation>
    </message>
    <message>
        <source>a .psq file cannot hold a set-up start that is already won: save it as .ttt or .sgf</source>
        <translation>файл .psq не может хранить заданную позицию, в которой уже есть победа: сохраните её как .ttt или .sgf</translation>
    </message>
    <message>
        <source>line {}</source>
        <translation>строка %1</translation>
    </message>
    <message>
        <source>line {}, column {}</source>
        <translation>строка %1, столбец %2</translation>
    </message>
    <message>
        <source>lines {}-{}</source>
        <translation>строки %1–%2</translation>
    </message>
    <message numerus="yes">
        <source>a number with {} digits</source>
        <translation>
            <numerusform>число из %n цифры</numerusform>
            <numerusform>число из %n цифр</numerusform>
            <numerusform>число из %n цифр</numerusform>
        </translation>
    </message>
    <message>
        <source>{} nested too deeply</source>
        <translation>%1 со слишком глубокой вложенностью</translation>
    </message>
    <message>
        <source>too large (over {} MB): a game record is a few kilobytes</source>
        <translation>слишком большой (больше %1 МБ): запись партии занимает несколько килобайт</translation>
    </message>
    <message>
        <source>cannot read the file: {}</source>
        <translation>не удаётся прочитать файл: %1</translation>
    </message>
    <message>
        <source>the file is named {} ({.title}) but holds what looks like {.title}: rename it {}</source>
        <translation>у файла расширение %1 (%2), но внутри, похоже, %3: переименуйте его в %4</translation>
    </message>
    <message>
        <source>must be a whole number, not {}</source>
        <translation>должно быть целым числом, а не %1</translation>
    </message>
    <message>
        <source>must be a whole number from 0 to {}, not {}</source>
        <translation>должно быть целым числом от 0 до %1, а не %2</translation>
    </message>
    <message>
        <source>must be a number from {:g} to {:g}, not {}</source>
        <translation>должно быть числом от %1 до %2, а не %3</translation>
    </message>
    <message>
        <source>must be a string, not {}</source>
        <translation>должно быть строкой, а не %1</translation>
    </message>
    <message>
        <source>must be a list, not {}</source>
        <translation>должно быть списком, а не %1</translation>
    </message>
    <message>
        <source>must be an object, not {}</source>
        <translation>должно быть объектом, а не %1</translation>
    </message>
    <message>
        <source>must be true or false, not {}</source>
        <translation>должно быть true или false, а не %1</translation>
    </message>
    <message>
        <source>must be one of {}, not {}</source>
        <translation>должно быть одним из: %1, а не %2</translation>
    </message>
    <message>
        <source>must be &quot;X&quot; or &quot;O&quot;, not {}</source>
        <translation>должно быть &quot;X&quot; или &quot;O&quot;, а не %1</translation>
    </message>
    <message>
        <source>unknown field (known: {})</source>
        <translation>неизвестное поле (известные: %1)</translation>
    </message>
    <message numerus="yes">
        <source>longer than {} characters</source>
        <translation>
            <numerusform>длиннее %n символа</numerusform>
            <numerusform>длиннее %n символов</numerusform>
            <numerusform>длиннее %n символов</numerusform>
        </translation>
    </message>
    <message>
        <source>holds an invalid character (a lone surrogate, U+{:04X})</source>
        <translation>содержит недопустимый символ (одиночный суррогат U+%1)</translation>
    </message>
    <message>
        <source>holds {} entries; at most {} fit here</source>
        <translation>записей: %1, а здесь помещается не больше %2</translation>
    </message>
    <message>
        <source>must be a pair of whole numbers [x, y], not {}</source>
        <translation>должно быть парой целых чисел [x, y], а не %1</translation>
    </message>
    <message>
        <source>not valid JSON: {}</source>
        <translation>некорректный JSON: %1</translation>
    </message>
    <message>
        <source>a game record must be a JSON object, not {}</source>
        <translation>запись партии должна быть объектом JSON, а не %1</translation>
    </message>
    <message>
        <source>missing: is this a game record? (expected &quot;format&quot;: &quot;{}&quot;)</source>
        <translation>отсутствует: это запись партии? (ожидалось &quot;format&quot;: &quot;%1&quot;)</translation>
    </message>
    <message>
        <source>expected {!r}, found {}</source>
        <translation>ожидалось %1, а найдено %2</translation>
    </message>
    <message>
        <source>version {} is not supported (written by a newer program?); this program reads version {}</source>
        <translation>версия %1 не поддерживается (файл записан более новой программой?); эта программа читает версию %2</translation>
    </message>
    <message>
        <source>version {} is not supported; this program reads version {}</source>
        <translation>версия %1 не поддерживается; эта программа читает версию %2</translation>
    </message>
    <message>
        <source>unknown field (known fields: {})</source>
        <translation>неизвестное поле (известные поля: %1)</translation>
    </message>
    <message>
        <source>must be an object like {{&quot;width&quot;: 3, &quot;height&quot;: 3, &quot;k&quot;: 3}}, not {}</source>
        <translation>должно быть объектом вида {&quot;width&quot;: 3, &quot;height&quot;: 3, &quot;k&quot;: 3}, а не %1</translation>
    </message>
    <message>
        <source>must be null or an object {{&quot;rows&quot;: [...]}}</source>
        <translation>должно быть null или объектом {&quot;rows&quot;: [...]}</translation>
    </message>
    <message>
        <source>must be a list of strings, not {}</source>
        <translation>должно быть списком строк, а не %1</translation>
    </message>
    <message>
        <source>must be a list of [x, y] pairs, not {}</source>
        <translation>должно быть списком пар [x, y], а не %1</translation>
    </message>
    <message>
        <source>must be an object like {{&quot;X&quot;: &quot;name&quot;, &quot;O&quot;: &quot;name&quot;}}, not {}</source>
        <translation>должно быть объектом вида {&quot;X&quot;: &quot;name&quot;, &quot;O&quot;: &quot;name&quot;}, а не %1</translation>
    </message>
    <message>
        <source>must be an object like {{&quot;X&quot;: 0, &quot;O&quot;: 2}}, not {}</source>
        <translation>должно быть объектом вида {&quot;X&quot;: 0, &quot;O&quot;: 2}, а не %1</translation>
    </message>
    <message>
        <source>must be an object like {{&quot;X&quot;: {{&quot;hint&quot;: 1}}}}, not {}</source>
        <translation>должно быть объектом вида {&quot;X&quot;: {&quot;hint&quot;: 1}}, а не %1</translation>
    </message>
    <message>
        <source>must be an object like {{&quot;hint&quot;: 1}}, not {}</source>
        <translation>должно быть объектом вида {&quot;hint&quot;: 1}, а не %1</translation>
    </message>
    <message>
        <source>unknown kind of help (known: {})</source>
        <translation>неизвестный вид помощи (известные: %1)</translation>
    </message>
    <message>
        <source>must be an object like {{&quot;termination&quot;: &quot;line&quot;, &quot;winner&quot;: &quot;X&quot;}}, not {}</source>
        <translation>должно быть объектом вида {&quot;termination&quot;: &quot;line&quot;, &quot;winner&quot;: &quot;X&quot;}, а не %1</translation>
    </message>
    <message>
        <source>must be &quot;X&quot;, &quot;O&quot;, &quot;draw&quot; or null, not {}</source>
        <translation>должно быть &quot;X&quot;, &quot;O&quot;, &quot;draw&quot; или null, а не %1</translation>
    </message>
    <message>
        <source>must be &quot;X&quot;, &quot;O&quot; or null, not {}</source>
        <translation>должно быть &quot;X&quot;, &quot;O&quot; или null, а не %1</translation>
    </message>
    <message>
        <source>{} disagrees with the outcome ({.phrase})</source>
        <translation>%1 не согласуется с исходом (%2)</translation>
    </message>
    <message>
        <source>impossible start position: {}</source>
        <translation>невозможная начальная позиция: %1</translation>
    </message>
    <message>
        <source>impossible position: {}</source>
        <translation>невозможная позиция: %1</translation>
    </message>
    <message>
        <source>must hold {} positions (one more than the moves judged), not {}</source>
        <translation>позиций должно быть %1 (на одну больше, чем оценённых ходов), а не %2</translation>
    </message>
    <message>
        <source>{} cannot be played there: {}</source>
        <translation>%1 нельзя сыграть здесь: %2</translation>
    </message>
    <message>
        <source>{} is not on the {}x{} board (from {} to {})</source>
        <translation>%1 за пределами доски %2x%3 (от %4 до %5)</translation>
    </message>
    <message>
        <source>{} is already taken by {}</source>
        <translation>клетка %1 уже занята: там %2</translation>
    </message>
    <message>
        <source>{} is forbidden to Black under {.value}: {.phrase}</source>
        <translation>%1 запрещён чёрным по правилам «%2»: %3</translation>
    </message>
    <message>
        <source>{} is a move after the end ({.phrase})</source>
        <translation>%1 — ход после конца партии (%2)</translation>
    </message>
    <message>
        <source>{} is a move after the end (the game is over)</source>
        <translation>%1 — ход после конца партии (партия окончена)</translation>
    </message>
    <message>
        <source>{.phrase} contradicts the moves: {}</source>
        <translation>исход «%1» противоречит ходам: %2</translation>
    </message>
    <message>
        <source>{} contradicts the moves: {}</source>
        <translation>%1 противоречит ходам: %2</translation>
    </message>
    <message>
        <source>the moves end with {} winning</source>
        <translation>по ходам побеждает %1</translation>
    </message>
    <message>
        <source>the game ended: {.phrase}</source>
        <translation>партия окончена: %1</translation>
    </message>
    <message numerus="yes">
        <source>has {} rows but the board is {} high</source>
        <translation>
            <numerusform>%n строка, а высота доски — %2</numerusform>
            <numerusform>%n строки, а высота доски — %2</numerusform>
            <numerusform>%n строк, а высота доски — %2</numerusform>
        </translation>
    </message>
    <message>
        <source>{!r} is not a cell in a board row: use X, O or &apos;.&apos;</source>
        <translation>%1 — не клетка в строке доски: используйте X, O или &apos;.&apos;</translation>
    </message>
    <message>
        <source>{!r} is not a cell in a board row: use X, O or &apos;.&apos; (zero is not the letter O)</source>
        <translation>%1 — не клетка в строке доски: используйте X, O или &apos;.&apos; (ноль — это не буква O)</translation>
    </message>
    <message numerus="yes">
        <source>has {} cells but the board is {} wide</source>
        <translation>
            <numerusform>%n клетка, а ширина доски — %2</numerusform>
            <numerusform>%n клетки, а ширина доски — %2</numerusform>
            <numerusform>%n клеток, а ширина доски — %2</numerusform>
        </translation>
    </message>
    <message>
        <source>the row has {} cells but the first row ({}) has {}</source>
        <translation>в строке клеток: %1, а в первой строке (%2) — %3</translation>
    </message>
    <message>
        <source>the board is {} cells wide; at most {} are allowed</source>
        <translation>ширина доски — %1 клеток; допускается не больше %2</translation>
    </message>
    <message>
        <source>the board is {} cells high; at most {} are allowed</source>
        <translation>высота доски — %1 клеток; допускается не больше %2</translation>
    </message>
    <message>
        <source>unknown setting {!r} (known: k, rule, to_move)</source>
        <translation>неизвестная настройка %1 (известные: k, rule, to_move)</translation>
    </message>
    <message>
        <source>{} is set twice (first on line {})</source>
        <translation>%1 задано дважды (впервые в строке %2)</translation>
    </message>
    <message>
        <source>k must be a whole number, not {!r}</source>
        <translation>k должно быть целым числом, а не %1</translation>
    </message>
    <message>
        <source>k={} here, but k={} was asked for</source>
        <translation>здесь k=%1, а запрошено k=%2</translation>
    </message>
    <message>
        <source>k must be between 1 and {} on a {}x{} board, not {!r}</source>
        <translation>на доске %2x%3 k должно быть от 1 до %1, а не %4</translation>
    </message>
    <message>
        <source>to_move={} was asked for, but the file says {}</source>
        <translation>запрошено to_move=%1, а в файле указано %2</translation>
    </message>
    <message>
        <source>expected a header like &apos;Piskvorky 15x15, 11:11, 0&apos;, not {!r}</source>
        <translation>ожидался заголовок вида &apos;Piskvorky 15x15, 11:11, 0&apos;, а не %1</translation>
    </message>
    <message>
        <source>the board is {} cells wide; this program plays 1 to {}</source>
        <translation>ширина доски — %1 клеток; эта программа играет на досках от 1 до %2</translation>
    </message>
    <message>
        <source>the board is {} cells high; this program plays 1 to {}</source>
        <translation>высота доски — %1 клеток; эта программа играет на досках от 1 до %2</translation>
    </message>
    <message>
        <source>a {}x{} board cannot hold five in a row (a .psq game is Gomoku, k = 5)</source>
        <translation>на доске %1x%2 не поместится пять в ряд (партия .psq — это гомоку, k = 5)</translation>
    </message>
    <message>
        <source>a move after the move list ended (on line {})</source>
        <translation>ход после конца списка ходов (он закончился в строке %1)</translation>
    </message>
    <message>
        <source>{},{} is not on the {}x{} board (x 1..{}, y 1..{})</source>
        <translation>%1,%2 за пределами доски %3x%4 (x 1..%5, y 1..%6)</translation>
    </message>
    <message>
        <source>the time must be milliseconds (a whole number), not {!r}</source>
        <translation>время должно быть в миллисекундах (целым числом), а не %1</translation>
    </message>
    <message>
        <source>expected a move &apos;x,y,time&apos;, not {!r}</source>
        <translation>ожидался ход &apos;x,y,time&apos;, а не %1</translation>
    </message>
    <message>
        <source>a .psq file holds Gomoku (five in a row); this game has k={}: save it as .ttt</source>
        <translation>файл .psq хранит гомоку (пять в ряд), а в этой партии k=%1: сохраните её как .ttt</translation>
    </message>
    <message>
        <source>a .psq file holds the moves, not a draw by agreement: save this game as .ttt or .sgf</source>
        <translation>файл .psq хранит ходы, а не ничью по соглашению: сохраните эту партию как .ttt или .sgf</translation>
    </message>
    <message>
        <source>a variation before any node: write &apos;(;&apos; then the moves</source>
        <translation>вариант раньше любого узла: напишите &apos;(;&apos;, а затем ходы</translation>
    </message>
    <message>
        <source>&apos;)&apos; closes nothing</source>
        <translation>&apos;)&apos; ничего не закрывает</translation>
    </message>
    <message>
        <source>an empty game tree &apos;()&apos;: it needs at least one node</source>
        <translation>пустое дерево партии &apos;()&apos;: в нём нужен хотя бы один узел</translation>
    </message>
    <message>
        <source>a node outside a game tree: an SGF file starts with &apos;(;&apos;</source>
        <translation>узел вне дерева партии: файл SGF начинается с &apos;(;&apos;</translation>
    </message>
    <message>
        <source>a node after a variation: nodes come before the variations of their tree</source>
        <translation>узел после варианта: узлы идут раньше вариантов своего дерева</translation>
    </message>
    <message>
        <source>{!r} after the last game tree</source>
        <translation>%1 после последнего дерева партии</translation>
    </message>
    <message>
        <source>{!r} where a node &apos;;&apos;, a variation &apos;(&apos; or its end &apos;)&apos; belongs</source>
        <translation>%1 там, где должен быть узел &apos;;&apos;, вариант &apos;(&apos; или его конец &apos;)&apos;</translation>
    </message>
    <message>
        <source>property {!r} has no upper-case letters</source>
        <translation>в свойстве %1 нет заглавных букв</translation>
    </message>
    <message>
        <source>property {} has no value &apos;[...]&apos;</source>
        <translation>у свойства %1 нет значения &apos;[...]&apos;</translation>
    </message>
    <message>
        <source>{} appears twice in one node</source>
        <translation>%1 встречается дважды в одном узле</translation>
    </message>
    <message>
        <source>PL must be B or W, not {!r}</source>
        <translation>PL должно быть B или W, а не %1</translation>
    </message>
    <message>
        <source>PL[{}] but the stones give the turn to {}</source>
        <translation>PL[%1], но по камням ход за %2</translation>
    </message>
    <message>
        <source>SZ must be a whole number, not {!r}</source>
        <translation>SZ должно быть целым числом, а не %1</translation>
    </message>
    <message>
        <source>KIR (k in a row) must be a whole number, not {!r}</source>
        <translation>KIR (k в ряд) должно быть целым числом, а не %1</translation>
    </message>
    <message>
        <source>GM[{}] is not Gomoku: this program reads GM[4] games</source>
        <translation>GM[%1] — не гомоку: эта программа читает партии GM[4]</translation>
    </message>
    <message>
        <source>SZ must be n or w:h, not {!r}</source>
        <translation>SZ должно быть n или w:h, а не %1</translation>
    </message>
    <message>
        <source>a {}x{} board cannot hold five in a row: add KIR[k] for k in a row</source>
        <translation>на доске %1x%2 не поместится пять в ряд: добавьте KIR[k] для k в ряд</translation>
    </message>
    <message>
        <source>RU[{}] is not a rule this program plays: it knows Freestyle, Standard, Renju, Caro</source>
        <translation>RU[%1] — не правило этой программы: она знает Freestyle, Standard, Renju, Caro</translation>
    </message>
    <message>
        <source>{} is a pass: not a move in this game</source>
        <translation>%1 — это пас, а в этой игре такого хода нет</translation>
    </message>
    <message>
        <source>{} is not a point: write two letters, column then row (aa is the top-left)</source>
        <translation>%1 — не пункт: напишите две буквы, сначала столбец, потом строку (aa — левый верхний угол)</translation>
    </message>
    <message>
        <source>[{}] is not on the {}x{} board</source>
        <translation>[%1] за пределами доски %2x%3</translation>
    </message>
    <message>
        <source>{}[{}]: the point has a stone already</source>
        <translation>%1[%2]: на этом пункте уже стоит камень</translation>
    </message>
    <message>
        <source>{} after the first node: set-up and board properties belong in the root</source>
        <translation>%1 после первого узла: свойства расстановки и доски должны быть в корне</translation>
    </message>
    <message>
        <source>{} holds {} values: a move is one</source>
        <translation>в %1 значений: %2, а у хода оно одно</translation>
    </message>
    <message>
        <source>{}[{}] but it is {}&apos;s turn</source>
        <translation>%1[%2], но сейчас ход %3</translation>
    </message>
    <message>
        <source>RE[{}] (a draw) contradicts the moves: {} has a line</source>
        <translation>RE[%1] (ничья) противоречит ходам: у %2 есть ряд</translation>
    </message>
    <message>
        <source>RE[{}] contradicts the moves: {} has a line</source>
        <translation>RE[%1] противоречит ходам: у %2 есть ряд</translation>
    </message>
    <message>
        <source>GC: {}</source>
        <translation>GC: %1</translation>
    </message>
    <message>
        <source>not an SGF file: it must start with &apos;(;&apos;</source>
        <translation>это не файл SGF: он должен начинаться с &apos;(;&apos;</translation>
    </message>
    <message>
        <source>the file ends before every &apos;(&apos; is closed (is it truncated?)</source>
        <translation>файл кончается раньше, чем закрыты все &apos;(&apos; (он обрезан?)</translation>
    </message>
    <message>
        <source>the file ends inside a value &apos;[...&apos; (is it truncated?)</source>
        <translation>файл кончается внутри значения &apos;[...&apos; (он обрезан?)</translation>
    </message>
    <message>
        <source>B and W in one node: one move per node</source>
        <translation>B и W в одном узле: в узле должен быть один ход</translation>
    </message>
</context>
<context>
    <name>Help_</name>
    <message>
        <source>A hint is the engine&apos;s help. Take the hint?</source>
        <translation>Подсказка — это помощь движка. Взять подсказку?</translation>
    </message>
    <message>
        <source>The analysis panel shows the engine&apos;s evaluation and best line. Open it?</source>
        <translation>Панель анализа показывает оценку движка и лучший вариант. Открыть её?</translation>
    </message>
    <message>
        <source>After a takeback you have seen the computer&apos;s reply to your move. Take the move back?</source>
        <translation>После отмены хода вы уже видели ответ компьютера на свой ход. Отменить ход?</translation>
    </message>
    <message>
        <source>This game will not be rated</source>
        <translation>Эта партия не пойдёт в рейтинг</translation>
    </message>
    <message>
        <source>%1

This game will not be rated: a game in which you take help does not count for your rating. No goes back to the game, still rated.</source>
        <translation>%1

Эта партия не пойдёт в рейтинг: партия, в которой вы берёте помощь, не учитывается. «Нет» — вернуться к партии, она останется рейтинговой.</translation>
    </message>
    <message numerus="yes">
        <source>%n hint(s)</source>
        <translation>
            <numerusform>%n подсказка</numerusform>
            <numerusform>%n подсказки</numerusform>
            <numerusform>%n подсказок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n takeback(s)</source>
        <translation>
            <numerusform>%n отмена хода</numerusform>
            <numerusform>%n отмены хода</numerusform>
            <numerusform>%n отмен хода</numerusform>
        </translation>
    </message>
    <message>
        <source>a look at the analysis panel</source>
        <translation>взгляд на панель анализа</translation>
    </message>
    <message numerus="yes">
        <source>%n look(s) at the analysis panel</source>
        <translation>
            <numerusform>%n взгляд на панель анализа</numerusform>
            <numerusform>%n взгляда на панель анализа</numerusform>
            <numerusform>%n взглядов на панель анализа</numerusform>
        </translation>
    </message>
    <message>
        <source>the engine&apos;s knowledge shown</source>
        <translation>показ знаний движка</translation>
    </message>
    <message>
        <source>a chosen start</source>
        <translation>выбранная начальная позиция</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 и %2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>You took %1</source>
        <translation>Ваша помощь: %1</translation>
    </message>
    <message>
        <source>%1 took %2</source>
        <translation>%1 — помощь: %2</translation>
    </message>
    <message>
        <source>Hint: %1 looks best.</source>
        <translation>Подсказка: лучше всего выглядит %1.</translation>
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
        <translation>в этой партии вы воспользовались помощью: %1</translation>
    </message>
    <message>
        <source>Show what the engine knows was on</source>
        <translation>было включено «Показывать, что знает движок»</translation>
    </message>
    <message>
        <source>the game began from a chosen position, not the empty board</source>
        <translation>партия началась с выбранной позиции, а не с пустой доски</translation>
    </message>
    <message>
        <source>Not rated: %1.</source>
        <translation>Без рейтинга: %1.</translation>
    </message>
    <message>
        <source>Hint: no move to suggest</source>
        <translation>Подсказка: предложить нечего</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Подсказка: %1</translation>
    </message>
    <message>
        <source>Hint: %1 looks best (engine&apos;s score %2, depth %3)</source>
        <translation>Подсказка: лучше всего выглядит %1 (оценка движка %2, глубина %3)</translation>
    </message>
</context>
<context>
    <name>Keeper</name>
    <message>
        <source>Statistics are off this time: %1</source>
        <translation>Статистика в этот раз выключена: %1</translation>
    </message>
    <message>
        <source>%1; it could not be moved aside either (%2)</source>
        <translation>%1; отложить файл тоже не удалось (%2)</translation>
    </message>
    <message>
        <source>The unfinished game could not be resumed: %1.</source>
        <translation>Не удалось продолжить незаконченную партию: %1.</translation>
    </message>
    <message>
        <source>%1 It was set aside as %2 in %3.</source>
        <translation>%1 Файл отложен как %2 в %3.</translation>
    </message>
    <message>
        <source> and </source>
        <translation> и </translation>
    </message>
    <message>
        <source>Autosave failed: %1 (in %2); Save your game by hand</source>
        <translation>Автосохранение не удалось: %1 (в %2); сохраните партию вручную</translation>
    </message>
    <message>
        <source>The statistics could not be written: %1</source>
        <translation>Не удалось записать статистику: %1</translation>
    </message>
    <message>
        <source>The statistics could not be read: %1</source>
        <translation>Не удалось прочитать статистику: %1</translation>
    </message>
    <message>
        <source>This game is not in the statistics: they could not be written (%1).</source>
        <translation>Эта партия не попала в статистику: её не удалось записать (%1).</translation>
    </message>
    <message numerus="yes">
        <source>%n finished game(s) back in your statistics</source>
        <translation>
            <numerusform>%n законченная партия снова в вашей статистике</numerusform>
            <numerusform>%n законченные партии снова в вашей статистике</numerusform>
            <numerusform>%n законченных партий снова в вашей статистике</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unfinished game(s) back on the menu</source>
        <translation>
            <numerusform>%n незаконченная партия снова в меню</numerusform>
            <numerusform>%n незаконченные партии снова в меню</numerusform>
            <numerusform>%n незаконченных партий снова в меню</numerusform>
        </translation>
    </message>
    <message>
        <source>Files an earlier version of the game had set aside were read again: %1.</source>
        <translation>Файлы, отложенные более ранней версией игры, прочитаны снова: %1.</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>The statistics could not be read (%1); they were set aside as %2 and new ones started.</source>
        <translation>Не удалось прочитать статистику (%1); она отложена как %2, начата новая.</translation>
    </message>
    <message>
        <source>1 game in the statistics could not be read (%1) and is left out; the file keeps it.</source>
        <translation>1 партию в статистике не удалось прочитать (%1), она пропущена; в файле она осталась.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) in the statistics could not be read (%1) and are left out; the file keeps them.</source>
        <translation>
            <numerusform>%n партию в статистике не удалось прочитать (%1), она пропущена; в файле она осталась.</numerusform>
            <numerusform>%n партии в статистике не удалось прочитать (%1), они пропущены; в файле они остались.</numerusform>
            <numerusform>%n партий в статистике не удалось прочитать (%1), они пропущены; в файле они остались.</numerusform>
        </translation>
    </message>
    <message>
        <source>1 game in the statistics could not be read and is left out; the file keeps it.</source>
        <translation>1 партию в статистике не удалось прочитать, она пропущена; в файле она осталась.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) in the statistics could not be read and are left out; the file keeps them.</source>
        <translation>
            <numerusform>%n партию в статистике не удалось прочитать, она пропущена; в файле она осталась.</numerusform>
            <numerusform>%n партии в статистике не удалось прочитать, они пропущены; в файле они остались.</numerusform>
            <numerusform>%n партий в статистике не удалось прочитать, они пропущены; в файле они остались.</numerusform>
        </translation>
    </message>
    <message>
        <source>1 game kept aside earlier was added to the statistics.</source>
        <translation>1 отложенная ранее партия добавлена в статистику.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) kept aside earlier were added to the statistics.</source>
        <translation>
            <numerusform>%n отложенная ранее партия добавлена в статистику.</numerusform>
            <numerusform>%n отложенные ранее партии добавлены в статистику.</numerusform>
            <numerusform>%n отложенных ранее партий добавлены в статистику.</numerusform>
        </translation>
    </message>
    <message>
        <source>The statistics file is damaged (%1), but another program has it open, so it was left where it is</source>
        <translation>Файл статистики повреждён (%1), но его держит открытым другая программа, поэтому он оставлен на месте</translation>
    </message>
    <message>
        <source>The statistics file is in use by another program (%1)</source>
        <translation>Файл статистики занят другой программой (%1)</translation>
    </message>
    <message>
        <source>The statistics file cannot be written (%1)</source>
        <translation>В файл статистики нельзя записать (%1)</translation>
    </message>
    <message>
        <source>The statistics file cannot be used (%1)</source>
        <translation>Файл статистики нельзя использовать (%1)</translation>
    </message>
    <message>
        <source>The statistics file was written by a newer version of the game (%1), so this one leaves it as it is</source>
        <translation>Файл статистики записан более новой версией игры (%1), поэтому эта версия оставляет его как есть</translation>
    </message>
    <message>
        <source>your games so far are shown</source>
        <translation>прежние партии показаны</translation>
    </message>
    <message>
        <source>your games so far cannot be shown this time</source>
        <translation>прежние партии в этот раз показать нельзя</translation>
    </message>
    <message>
        <source>new games are kept aside and added to it at the next start that can write it</source>
        <translation>новые партии откладываются и будут добавлены при следующем запуске, когда файл станет доступен</translation>
    </message>
    <message>
        <source>new games are not recorded this time</source>
        <translation>новые партии в этот раз не записываются</translation>
    </message>
    <message>
        <source>%1: %2, and %3.</source>
        <translation>%1: %2, а %3.</translation>
    </message>
    <message>
        <source>you</source>
        <translation>вы</translation>
    </message>
    <message>
        <source>game %1 of %2 over</source>
        <translation>партия %1 из %2 окончена</translation>
    </message>
    <message>
        <source>game %1 of %2</source>
        <translation>партия %1 из %2</translation>
    </message>
    <message>
        <source>move %1</source>
        <translation>ход %1</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message numerus="yes">
        <source>%1, %2, %n game(s)</source>
        <translation>
            <numerusform>%1, %2, %n партия</numerusform>
            <numerusform>%1, %2, %n партии</numerusform>
            <numerusform>%1, %2, %n партий</numerusform>
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
        <translation>Отменить: вернуть свой последний ход</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Повторить</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Сохранить партию</translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation>Открыть партию</translation>
    </message>
    <message>
        <source>Resume the kept game</source>
        <translation>Продолжить сохранённую партию</translation>
    </message>
    <message>
        <source>Sound on or off</source>
        <translation>Включить или выключить звук</translation>
    </message>
    <message>
        <source>Hint: the best move and every square&apos;s value (counted)</source>
        <translation>Подсказка: лучший ход и оценка каждой клетки (считается помощью)</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Выход</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source> or </source>
        <translation> или </translation>
    </message>
</context>
<context>
    <name>Menu</name>
    <message>
        <source>Player 1</source>
        <translation>Игрок 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Игрок 2</translation>
    </message>
    <message>
        <source>Alternate</source>
        <translation>По очереди</translation>
    </message>
    <message>
        <source>the kept game is over but its series does not say so</source>
        <translation>сохранённая партия окончена, но в её матче это не отмечено</translation>
    </message>
    <message>
        <source>the kept game&apos;s series is already over</source>
        <translation>матч сохранённой партии уже окончен</translation>
    </message>
    <message>
        <source>the kept game&apos;s players %1 are not its series&apos; %2</source>
        <translation>игроки сохранённой партии %1 не совпадают с игроками матча %2</translation>
    </message>
    <message>
        <source>type the board width</source>
        <translation>введите ширину доски</translation>
    </message>
    <message>
        <source>type the board height</source>
        <translation>введите высоту доски</translation>
    </message>
    <message>
        <source>type k (marks in a row to win)</source>
        <translation>введите k (сколько в ряд для победы)</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Продолжить</translation>
    </message>
    <message>
        <source>Return to the game you left, exactly where it was</source>
        <translation>Вернуться к оставленной партии точно туда, где она была</translation>
    </message>
    <message>
        <source>Tic-Tac-Toe</source>
        <translation>Крестики-нолики</translation>
    </message>
    <message>
        <source>m,n,k: any board up to 20x20, k in a row wins. Return plays, Ctrl+O opens a game, Esc quits.</source>
        <translation>m,n,k: любая доска до 20x20, побеждает k в ряд (k=5 — гомоку). Enter — играть, Ctrl+O — открыть партию, Esc — выход.</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Доска</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>Ширина</translation>
    </message>
    <message>
        <source>Width: %1 to %2</source>
        <translation>Ширина: от %1 до %2</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>Высота</translation>
    </message>
    <message>
        <source>Height: %1 to %2</source>
        <translation>Высота: от %1 до %2</translation>
    </message>
    <message>
        <source>k in a row</source>
        <translation>k в ряд</translation>
    </message>
    <message>
        <source>marks in a row to win: 1 to the longest side</source>
        <translation>сколько в ряд для победы: от 1 до длинной стороны</translation>
    </message>
    <message>
        <source>Who starts (plays X)</source>
        <translation>Кто начинает (играет X)</translation>
    </message>
    <message>
        <source>Games in the series</source>
        <translation>Партий в матче</translation>
    </message>
    <message>
        <source>Mute sound</source>
        <translation>Без звука</translation>
    </message>
    <message>
        <source>Show what the engine knows</source>
        <translation>Показывать, что знает движок</translation>
    </message>
    <message>
        <source>In your games, show the proven result, the evaluation and the best line from the start. It is help: your games are not rated while it is on. (Games between computers always show it.)</source>
        <translation>В ваших партиях с самого начала показывать доказанный результат, оценку и лучший вариант. Это помощь: пока она включена, партии не идут в рейтинг. (В партиях компьютеров это видно всегда.)</translation>
    </message>
    <message>
        <source>The other unfinished games, each kept until it is finished</source>
        <translation>Другие незаконченные партии; каждая хранится, пока не будет доиграна</translation>
    </message>
    <message>
        <source>Resume it</source>
        <translation>Продолжить её</translation>
    </message>
    <message>
        <source>Return to the unfinished game, exactly where it was</source>
        <translation>Вернуться к незаконченной партии точно туда, где она была</translation>
    </message>
    <message>
        <source>Start the new game</source>
        <translation>Начать новую партию</translation>
    </message>
    <message>
        <source>Resume: %1</source>
        <translation>Продолжить: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n more unfinished game(s)</source>
        <translation>
            <numerusform>ещё %n незаконченная партия</numerusform>
            <numerusform>ещё %n незаконченные партии</numerusform>
            <numerusform>ещё %n незаконченных партий</numerusform>
        </translation>
    </message>
    <message>
        <source>Start %1; the unfinished game stays kept for Resume</source>
        <translation>Начать %1; незаконченная партия сохранится для «Продолжить»</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Играть</translation>
    </message>
    <message>
        <source>Start the game (Return)</source>
        <translation>Начать партию (Enter)</translation>
    </message>
    <message>
        <source>Set up…</source>
        <translation>Расстановка…</translation>
    </message>
    <message>
        <source>Set up a position: place marks freely, then play on</source>
        <translation>Расставить позицию: поставьте знаки как угодно, затем играйте дальше</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Открыть…</translation>
    </message>
    <message>
        <source>Open a saved game or a board diagram (Ctrl+O)</source>
        <translation>Открыть сохранённую партию или диаграмму доски (Ctrl+O)</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <source>Your results against each opponent, on each board</source>
        <translation>Ваши результаты против каждого соперника на каждой доске</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>Задачи</translation>
    </message>
    <message>
        <source>Winning positions to solve, near your puzzle rating</source>
        <translation>Выигрышные позиции для решения, по вашему рейтингу в задачах</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>Настройки…</translation>
    </message>
    <message>
        <source>The theme, the board&apos;s style, the language and other settings</source>
        <translation>Тема, вид доски, язык и другие настройки</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Выход</translation>
    </message>
    <message>
        <source>Quit (Esc)</source>
        <translation>Выход (Esc)</translation>
    </message>
    <message>
        <source>Choose a %1 by %2 board, %3 in a row wins</source>
        <translation>Выбрать доску %1 на %2, побеждает %3 в ряд</translation>
    </message>
    <message>
        <source>Player 1 plays X and starts every game</source>
        <translation>Игрок 1 играет X и начинает каждую партию</translation>
    </message>
    <message>
        <source>Player 2 plays X and starts every game</source>
        <translation>Игрок 2 играет X и начинает каждую партию</translation>
    </message>
    <message>
        <source>The players take turns to start and play X</source>
        <translation>Игроки начинают и играют X по очереди</translation>
    </message>
    <message>
        <source>How many games the series has, 1 to %1</source>
        <translation>Сколько партий в матче, от 1 до %1</translation>
    </message>
    <message>
        <source>Turn the game&apos;s sounds off, or on again</source>
        <translation>Выключить или снова включить звуки игры</translation>
    </message>
    <message>
        <source>Who starts (proposes)</source>
        <translation>Кто начинает (предлагает)</translation>
    </message>
    <message>
        <source>Unfinished game: %1
New game: %2 (in its place)</source>
        <translation>Незаконченная партия: %1
Новая партия: %2 (вместо неё)</translation>
    </message>
    <message>
        <source>Unfinished game: %1
New game: %2</source>
        <translation>Незаконченная партия: %1
Новая партия: %2</translation>
    </message>
    <message>
        <source>Start %1; the unfinished game is given up</source>
        <translation>Начать %1; незаконченная партия будет брошена</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>k or more in a row wins (Tic-Tac-Toe, free Gomoku)</source>
        <translation>Побеждает ряд из k или больше (крестики-нолики, свободное гомоку)</translation>
    </message>
    <message>
        <source>Exactly k in a row wins; a longer row does not</source>
        <translation>Побеждает ровно k в ряд; более длинный ряд — нет</translation>
    </message>
    <message>
        <source>Five in a row: Black may not make a double three, a double four or an overline, and wins with exactly five; White wins with five or more</source>
        <translation>Пять в ряд: чёрным нельзя делать вилку 3×3, вилку 4×4 и длинный ряд, они побеждают ровно пятью; белые побеждают пятью и больше</translation>
    </message>
    <message>
        <source>Five in a row: six or more wins, and a five wins unless both its ends are blocked</source>
        <translation>Пять в ряд: шесть и больше побеждают, а пятёрка — если оба её конца не закрыты</translation>
    </message>
    <message>
        <source>The player who starts plays X (Black) and moves first</source>
        <translation>Начинающий играет X (чёрными) и ходит первым</translation>
    </message>
    <message>
        <source>The player who starts places three stones (Black, White, Black); the other picks a colour</source>
        <translation>Начинающий ставит три камня (чёрный, белый, чёрный); другой выбирает цвет</translation>
    </message>
    <message>
        <source>As swap, but the other may instead place two more stones (White, Black) and let the first pick the colour</source>
        <translation>Как своп, но другой может вместо этого поставить ещё два камня (белый, чёрный) и дать первому выбрать цвет</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Правило</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>Дебют</translation>
    </message>
    <message>
        <source>Rules…</source>
        <translation>Правила…</translation>
    </message>
    <message>
        <source>How each rule is played, with diagrams, and the swap openings</source>
        <translation>Как играют по каждому правилу, со схемами, и дебюты со свопом</translation>
    </message>
    <message>
        <source>What wins, and under renju what Black may not play</source>
        <translation>Что побеждает и куда чёрным нельзя ходить в рэндзю</translation>
    </message>
    <message>
        <source>What wins, and under renju what Black may not play (renju and caro: five in a row only)</source>
        <translation>Что побеждает и куда чёрным нельзя ходить в рэндзю (рэндзю и каро — только пять в ряд)</translation>
    </message>
    <message>
        <source>How the colours are settled</source>
        <translation>Как определяются цвета</translation>
    </message>
    <message>
        <source>How the colours are settled (swap and swap2: five in a row on boards of %1x%1 and up)</source>
        <translation>Как определяются цвета (своп и своп2: пять в ряд на досках от %1x%1)</translation>
    </message>
    <message>
        <source>✓ %1x%2 board, %3 in a row wins (%4); %5 opening</source>
        <translation>✓ доска %1x%2, побеждает %3 в ряд (%4); дебют: %5</translation>
    </message>
    <message>
        <source>✓ %1x%2 board, %3 in a row wins; %4 opening</source>
        <translation>✓ доска %1x%2, побеждает %3 в ряд; дебют: %4</translation>
    </message>
    <message>
        <source>✓ %1x%2 board, %3 in a row wins (%4)</source>
        <translation>✓ доска %1x%2, побеждает %3 в ряд (%4)</translation>
    </message>
    <message>
        <source>✓ %1x%2 board, %3 in a row wins</source>
        <translation>✓ доска %1x%2, побеждает %3 в ряд</translation>
    </message>
</context>
<context>
    <name>Moves</name>
    <message>
        <source>Moves</source>
        <translation>Ходы</translation>
    </message>
    <message>
        <source>Move list</source>
        <translation>Список ходов</translation>
    </message>
    <message>
        <source>First</source>
        <translation>В начало</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Home</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Влево</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Вперёд</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Вправо</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>В конец</translation>
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
        <translation>Авто</translation>
    </message>
    <message>
        <source>Replay the moves one by one</source>
        <translation>Проиграть ходы один за другим</translation>
    </message>
    <message>
        <source>Replay speed</source>
        <translation>Скорость просмотра</translation>
    </message>
    <message>
        <source>speed</source>
        <translation>скорость</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Играть отсюда</translation>
    </message>
    <message>
        <source>A new game from the position shown, with any players</source>
        <translation>Новая партия с показанной позиции, с любыми игроками</translation>
    </message>
    <message>
        <source>How fast Auto replays the moves</source>
        <translation>Как быстро «Авто» проигрывает ходы</translation>
    </message>
    <message>
        <source>Every move of the game: choose one to see the position after it (Home, Left, Right and End step through them)</source>
        <translation>Все ходы партии: выберите ход, чтобы увидеть позицию после него (Home, Влево, Вправо и End листают их)</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Начало</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Пауза</translation>
    </message>
</context>
<context>
    <name>Over</name>
    <message>
        <source>Play again</source>
        <translation>Ещё партию</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Меню</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Выход</translation>
    </message>
    <message>
        <source>Save game…</source>
        <translation>Сохранить партию…</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Просмотр</translation>
    </message>
    <message>
        <source>Step through the game move by move</source>
        <translation>Пройти партию ход за ходом</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Разбор</translation>
    </message>
    <message>
        <source>Every move judged by the engine, your accuracy, and your mistakes to learn from</source>
        <translation>Оценка каждого хода движком, ваша точность и ошибки, на которых можно учиться</translation>
    </message>
    <message>
        <source>The next game of the series, or a new one, with the same players and board</source>
        <translation>Следующая партия матча или новая, с теми же игроками и доской</translation>
    </message>
    <message>
        <source>Quit the game</source>
        <translation>Выйти из игры</translation>
    </message>
    <message>
        <source>Save this game to a file (Ctrl+S)</source>
        <translation>Сохранить эту партию в файл (Ctrl+S)</translation>
    </message>
    <message>
        <source>Games of the series</source>
        <translation>Партии матча</translation>
    </message>
    <message>
        <source>Who won each game of the series so far</source>
        <translation>Кто выиграл каждую партию матча</translation>
    </message>
    <message>
        <source>Scorecard</source>
        <translation>Счёт</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Победы</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>Ничьи</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>Поражения</translation>
    </message>
    <message>
        <source>you win the series</source>
        <translation>вы выигрываете матч</translation>
    </message>
    <message>
        <source>%1 wins the series</source>
        <translation>%1 выигрывает матч</translation>
    </message>
    <message>
        <source>This session, %1. %2: %3, %4, %5</source>
        <translation>За этот сеанс, %1. %2: %3, %4, %5</translation>
    </message>
    <message>
        <source>the series is level</source>
        <translation>матч закончился вничью</translation>
    </message>
    <message>
        <source>Series over: %1</source>
        <translation>Матч окончен: %1</translation>
    </message>
    <message>
        <source>Game %1 of %2</source>
        <translation>Партия %1 из %2</translation>
    </message>
    <message numerus="yes">
        <source>Final scorecard: %1 of %n game(s)</source>
        <translation>
            <numerusform>Итоговый счёт: %1 из %n партии</numerusform>
            <numerusform>Итоговый счёт: %1 из %n партий</numerusform>
            <numerusform>Итоговый счёт: %1 из %n партий</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Scorecard so far: %1 of %n game(s)</source>
        <translation>
            <numerusform>Счёт на сейчас: %1 из %n партии</numerusform>
            <numerusform>Счёт на сейчас: %1 из %n партий</numerusform>
            <numerusform>Счёт на сейчас: %1 из %n партий</numerusform>
        </translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>ничья</translation>
    </message>
    <message>
        <source>%1 won</source>
        <translation>победа: %1</translation>
    </message>
    <message>
        <source>Game %1: %2 (%3 started)</source>
        <translation>Партия %1: %2 (начинал(а) %3)</translation>
    </message>
    <message>
        <source>New series</source>
        <translation>Новый матч</translation>
    </message>
    <message>
        <source>Next game</source>
        <translation>Следующая партия</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n партия</numerusform>
            <numerusform>%n партии</numerusform>
            <numerusform>%n партий</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n win(s)</source>
        <translation>
            <numerusform>%n победа</numerusform>
            <numerusform>%n победы</numerusform>
            <numerusform>%n побед</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n draw(s)</source>
        <translation>
            <numerusform>%n ничья</numerusform>
            <numerusform>%n ничьи</numerusform>
            <numerusform>%n ничьих</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n loss(es)</source>
        <translation>
            <numerusform>%n поражение</numerusform>
            <numerusform>%n поражения</numerusform>
            <numerusform>%n поражений</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Overlay</name>
    <message>
        <source>%1: forbidden to Black</source>
        <translation>%1: запрещено чёрным</translation>
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
        <translation>Играть отсюда</translation>
    </message>
    <message>
        <source>A new game from the position after move %1: %2 to move.</source>
        <translation>Новая партия с позиции после хода %1: ход %2.</translation>
    </message>
    <message>
        <source>A new game from the start: %1 to move.</source>
        <translation>Новая партия с начала: ход %1.</translation>
    </message>
    <message>
        <source>The new game will not be rated: it starts from a chosen position, not the empty board.</source>
        <translation>Новая партия не пойдёт в рейтинг: она начинается с выбранной позиции, а не с пустой доски.</translation>
    </message>
    <message>
        <source>Player for %1</source>
        <translation>Игрок за %1</translation>
    </message>
    <message>
        <source>Who plays %1 in the new game</source>
        <translation>Кто играет %1 в новой партии</translation>
    </message>
    <message>
        <source>%1 plays:</source>
        <translation>За %1 играет:</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Играть</translation>
    </message>
    <message>
        <source>Start the new game from this position</source>
        <translation>Начать новую партию с этой позиции</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Keep the game as it is</source>
        <translation>Оставить партию как есть</translation>
    </message>
</context>
<context>
    <name>Players</name>
    <message>
        <source>Human</source>
        <translation>Человек</translation>
    </message>
    <message>
        <source>You: click a cell to play.</source>
        <translation>Вы сами: щёлкните клетку, чтобы сходить.</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Новичок</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Лёгкий</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Средний</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Сложный</translation>
    </message>
    <message>
        <source>The engine at full strength within 1 s per move (exact where it can be).</source>
        <translation>Движок в полную силу, 1 с на ход (точно, где это возможно).</translation>
    </message>
    <message>
        <source>Perfect</source>
        <translation>Безупречный</translation>
    </message>
    <message>
        <source>Exact wherever the position can be solved (always on 3x3 and 4x4); never loses a game that can be drawn, and picks the moves that give you the most chances to go wrong. On large boards: the strongest search, 3 s per move.</source>
        <translation>Точен везде, где позицию можно решить (всегда на 3x3 и 4x4); никогда не проигрывает ничейную партию и выбирает ходы, в которых вам легче всего ошибиться. На больших досках — самый сильный поиск, 3 с на ход.</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Уровень</translation>
    </message>
    <message>
        <source>Adaptive</source>
        <translation>Адаптивный</translation>
    </message>
    <message>
        <source>Picks, for each new game in the app, the level that matches your rating on the board (the lowest level until you have one), and says which.</source>
        <translation>Для каждой новой партии выбирает уровень под ваш рейтинг на этой доске (пока рейтинга нет — самый низкий) и говорит, какой.</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Случайный</translation>
    </message>
    <message>
        <source>Plays uniformly at random.</source>
        <translation>Ходит совершенно случайно.</translation>
    </message>
    <message>
        <source>Forecaster</source>
        <translation>Прогнозист</translation>
    </message>
    <message>
        <source>From TRYST&apos;98 Tic Tac Toe (Anshul Sood and Ankit Jain, New Delhi, 1998). It weighs its chances of winning: the best of its own moves, the average of yours (you take a win at once when you have one); 0.5 at the horizon. Foresight sets how far it looks; the draw value sets how much it likes a draw (0 attacks, 1 defends).</source>
        <translation>Из TRYST&apos;98 Tic Tac Toe (Аншул Суд и Анкит Джайн, Нью-Дели, 1998). Оценивает свои шансы на победу: лучший из своих ходов, среднее по вашим (выигрыш в один ход вы берёте сразу); на горизонте — 0,5. «Предвидение» задаёт, как далеко он смотрит; «ценность ничьей» — насколько ему нравится ничья (0 — атака, 1 — защита).</translation>
    </message>
    <message>
        <source>Foresight</source>
        <translation>Предвидение</translation>
    </message>
    <message>
        <source>level of foresight (a level is a move by each side); &apos;expert&apos; looks deep enough to be exact</source>
        <translation>глубина предвидения (уровень — по ходу каждой стороны); «эксперт» смотрит достаточно глубоко, чтобы быть точным</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Эксперт</translation>
    </message>
    <message>
        <source>Draw value</source>
        <translation>Ценность ничьей</translation>
    </message>
    <message>
        <source>the value of a drawn game: 0 totally attacking .. 1 totally defensive</source>
        <translation>ценность ничьей: 0 — полная атака .. 1 — полная защита</translation>
    </message>
    <message>
        <source>Lookahead</source>
        <translation>Просчёт</translation>
    </message>
    <message>
        <source>From the lookahead article on game trees. It scores positions a few moves ahead; a win scores infinity/level, so it prefers the quickest win, and a lower win score makes it more defensive.</source>
        <translation>Из статьи о просчёте игровых деревьев. Оценивает позиции на несколько ходов вперёд; выигрыш стоит «бесконечность/уровень», поэтому он предпочитает самый быстрый выигрыш, а меньшая цена выигрыша делает его осторожнее.</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Глубина</translation>
    </message>
    <message>
        <source>plies to look ahead</source>
        <translation>на сколько полуходов смотреть вперёд</translation>
    </message>
    <message>
        <source>Infinity (win score)</source>
        <translation>Бесконечность (цена выигрыша)</translation>
    </message>
    <message>
        <source>the score of a win</source>
        <translation>оценка выигрыша</translation>
    </message>
    <message>
        <source>Level {} of the ladder (level:{}): {}</source>
        <translation>Уровень %1 лестницы (level:%2): %3</translation>
    </message>
    <message>
        <source>The difficulty ladder, from a first game (level:1) to the full engine (level:{}, Hard): write level:N; each rung says what it always sees and plays a little better than the one below.</source>
        <translation>Лестница сложности, от первой партии (level:1) до движка в полную силу (level:%1, Сложный): пишется level:N; каждая ступень говорит, что она видит всегда, и играет чуть сильнее предыдущей.</translation>
    </message>
    <message>
        <source>13 Rules</source>
        <translation>13 правил</translation>
    </message>
    <message>
        <source>From TICTACTO.PAS, a Pascal program. It plays the centre, then follows 13 rules in order: win, block, make or stop double threats, and so on.</source>
        <translation>Из TICTACTO.PAS, программы на Паскале. Занимает центр, затем по порядку следует 13 правилам: выиграть, закрыть, создать или предотвратить двойную угрозу и так далее.</translation>
    </message>
    <message>
        <source>Classic 3x3</source>
        <translation>Классика 3x3</translation>
    </message>
    <message>
        <source>From Theme05lab05, a programming lab. Perfect on 3x3 by rules: win, block, fork, block a fork, centre, opposite corner, corner, side. UltraHardCore adds the forcing move that stops the one fork it would miss. 3x3 only.</source>
        <translation>Из Theme05lab05, лабораторной по программированию. Безупречен на 3x3 по правилам: выиграть, закрыть, вилка, защита от вилки, центр, противоположный угол, угол, сторона. UltraHardCore добавляет форсирующий ход против единственной вилки, которую он иначе пропустил бы. Только 3x3.</translation>
    </message>
    <message>
        <source>UltraHardCore</source>
        <translation>UltraHardCore</translation>
    </message>
    <message>
        <source>UltraHardCore: answer the diagonal fork set-up with a forcing move</source>
        <translation>UltraHardCore: отвечать на подготовку диагональной вилки форсирующим ходом</translation>
    </message>
    <message>
        <source>Keen</source>
        <translation>Старательный</translation>
    </message>
    <message>
        <source>Steady</source>
        <translation>Уверенный</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Клубный</translation>
    </message>
    <message>
        <source>Reads a move ahead with the engine nine moves in twenty, else plays like Steady.</source>
        <translation>В девяти ходах из двадцати просчитывает движком один ход вперёд, иначе играет как «Уверенный».</translation>
    </message>
    <message>
        <source>Skilled</source>
        <translation>Опытный</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Сильный</translation>
    </message>
    <message>
        <source>A first game: wins at once when it can, otherwise plays near the stones almost at random; blocks a four most of the time.</source>
        <translation>Первая партия: выигрывает сразу, если может, иначе ходит рядом с камнями почти наугад; чаще всего закрывает четвёрку.</translation>
    </message>
    <message>
        <source>Plays the shapes a one-move look suggests, loosely; blocks every four, often overlooks an open three.</source>
        <translation>Небрежно играет формы, подсказанные взглядом на один ход; закрывает каждую четвёрку, часто пропускает открытую тройку.</translation>
    </message>
    <message>
        <source>Blocks every four; sees an open three, or the open four it could make, about half the time.</source>
        <translation>Закрывает каждую четвёрку; видит открытую тройку или свою возможную открытую четвёрку примерно в половине случаев.</translation>
    </message>
    <message>
        <source>Sees most open threes and its own open fours; still prefers a slightly worse shape now and then.</source>
        <translation>Видит большинство открытых троек и свои открытые четвёрки; иногда всё ещё выбирает форму чуть хуже.</translation>
    </message>
    <message>
        <source>Always makes its open four and blocks every open three; no reading ahead.</source>
        <translation>Всегда делает свою открытую четвёрку и закрывает каждую открытую тройку; вперёд не считает.</translation>
    </message>
    <message>
        <source>Reads up to two moves ahead two moves in three (three in five on 9x9 to 12x12 under renju), else plays like Steady.</source>
        <translation>В двух ходах из трёх (в рэндзю на досках от 9x9 до 12x12 — в трёх из пяти) просчитывает до двух ходов вперёд, иначе играет как «Уверенный».</translation>
    </message>
    <message>
        <source>Reads up to four moves ahead every move (on 15x15 mostly two to four); on one in five (two in five on 9x9 to 12x12 under renju) it plays its intuition instead, unless its reading shows that move losing.</source>
        <translation>Каждый ход просчитывает до четырёх ходов вперёд (на 15x15 обычно от двух до четырёх); в одном ходе из пяти (в рэндзю на досках от 9x9 до 12x12 — в двух из пяти) играет по интуиции, если только расчёт не показывает, что этот ход проигрывает.</translation>
    </message>
    <message>
        <source>Reads up to five moves ahead (on 15x15 mostly three to five); slips to its intuition one move in twenty-five (one in six on 9x9 to 12x12 under renju).</source>
        <translation>Просчитывает до пяти ходов вперёд (на 15x15 обычно от трёх до пяти); в одном ходе из двадцати пяти (в рэндзю на досках от 9x9 до 12x12 — в одном из шести) полагается на интуицию.</translation>
    </message>
    <message>
        <source>The engine at full strength within 1 s a move: wins by fours and threes, its own and the opponent&apos;s, as far as its search reaches.</source>
        <translation>Движок в полную силу, 1 с на ход: выигрыши четвёрками и тройками, свои и соперника, насколько хватает поиска.</translation>
    </message>
    <message>
        <source>its own win in one</source>
        <translation>свой выигрыш в один ход</translation>
    </message>
    <message>
        <source>the opponent&apos;s four (a win in one) to block</source>
        <translation>четвёрку соперника (выигрыш в один ход), которую надо закрыть</translation>
    </message>
    <message>
        <source>its own open four or double four (a win in two moves)</source>
        <translation>свою открытую или двойную четвёрку (выигрыш в два хода)</translation>
    </message>
    <message>
        <source>the opponent&apos;s open three (the point of its open four) to block</source>
        <translation>открытую тройку соперника (точку его открытой четвёрки), которую надо закрыть</translation>
    </message>
    <message>
        <source>its own win by two fours in a row</source>
        <translation>свой выигрыш двумя четвёрками подряд</translation>
    </message>
    <message>
        <source>Level %1 · %2</source>
        <translation>Уровень %1 · %2</translation>
    </message>
    <message>
        <source>plays {} only, not {}; choose another player for this rule</source>
        <translation>играет только по правилам «%1», не «%2»; выберите для этих правил другого игрока</translation>
    </message>
    <message>
        <source>choose another player for this board</source>
        <translation>выберите для этой доски другого игрока</translation>
    </message>
    <message>
        <source>plays only %1x%2 with k=%3; %4</source>
        <translation>играет только %1x%2 с k=%3; %4</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>cannot play this board: %1</source>
        <translation>не может играть на этой доске: %1</translation>
    </message>
    <message>
        <source>Player %1 (%2): %3</source>
        <translation>Игрок %1 (%2): %3</translation>
    </message>
    <message>
        <source>The difficulty ladder: ten levels from a first game to the full engine (Hard). Pick one in the list; the ★ marks the one a little above your rating.</source>
        <translation>Лестница сложности: десять уровней от первой партии до движка в полную силу (Сложный). Выберите уровень в списке; ★ отмечает уровень чуть выше вашего рейтинга.</translation>
    </message>
    <message>
        <source>Starting engine…</source>
        <translation>Запуск движка…</translation>
    </message>
    <message>
        <source>Add engine…</source>
        <translation>Добавить движок…</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1: level</source>
        <translation>%1: уровень</translation>
    </message>
    <message>
        <source>More players</source>
        <translation>Другие игроки</translation>
    </message>
    <message>
        <source>The historical players of the source documents, Random and the external engines you added: pick one in the list</source>
        <translation>Исторические игроки из исходных документов, Случайный и добавленные вами внешние движки: выберите в списке</translation>
    </message>
    <message>
        <source>%1: more players</source>
        <translation>%1: другие игроки</translation>
    </message>
    <message>
        <source>Add an external Gomoku engine (a program that speaks the Gomocup pbrain protocol): it joins both lists of more players and plays for %1</source>
        <translation>Добавить внешний движок гомоку (программу с протоколом Gomocup pbrain): он появится в обоих списках других игроков и будет играть за «%1»</translation>
    </message>
    <message>
        <source>Choose the level %1 plays at</source>
        <translation>Выберите уровень для: %1</translation>
    </message>
    <message>
        <source>Choose one of the other players for %1</source>
        <translation>Выберите другого игрока для: %1</translation>
    </message>
    <message>
        <source>Level %1, %2. %3 %4</source>
        <translation>Уровень %1, %2. %3 %4</translation>
    </message>
    <message>
        <source>%1  ★ suggested</source>
        <translation>%1  ★ рекомендуем</translation>
    </message>
    <message>
        <source>★ Suggested: %1</source>
        <translation>★ Рекомендуем: %1</translation>
    </message>
    <message>
        <source>attack</source>
        <translation>атака</translation>
    </message>
    <message>
        <source>defend</source>
        <translation>защита</translation>
    </message>
    <message>
        <source>Level %1</source>
        <translation>Уровень %1</translation>
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
        <translation>Игроки</translation>
    </message>
    <message>
        <source>Move now</source>
        <translation>Ходить сразу</translation>
    </message>
    <message>
        <source>Make the computer move at once</source>
        <translation>Заставить компьютер сходить сразу</translation>
    </message>
    <message>
        <source>Play on</source>
        <translation>Играть дальше</translation>
    </message>
    <message>
        <source>Play on from the position you set up</source>
        <translation>Играть дальше с расставленной позиции</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Отменить</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Повторить</translation>
    </message>
    <message>
        <source>Offer draw</source>
        <translation>Предложить ничью</translation>
    </message>
    <message>
        <source>Offer your opponent a draw, on your turn once a third of the squares are taken; when nobody can win any more, end the game as a draw</source>
        <translation>Предложить сопернику ничью — в свой ход, когда занята треть клеток; когда выиграть уже никто не может, закончить партию вничью</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Сдаться</translation>
    </message>
    <message>
        <source>Give the game up: it counts as a loss for your side</source>
        <translation>Сдать партию: она засчитывается как поражение вашей стороны</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Сохранить…</translation>
    </message>
    <message>
        <source>Sound on</source>
        <translation>Звук вкл.</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Меню</translation>
    </message>
    <message>
        <source>AI move delay</source>
        <translation>Задержка хода компьютера</translation>
    </message>
    <message>
        <source>How long the computer waits before it shows its move</source>
        <translation>Сколько компьютер ждёт, прежде чем показать свой ход</translation>
    </message>
    <message>
        <source>How long the computer waits before it moves, 0 to 2 seconds</source>
        <translation>Сколько компьютер ждёт перед ходом, от 0 до 2 секунд</translation>
    </message>
    <message>
        <source>Sound off</source>
        <translation>Звук выкл.</translation>
    </message>
    <message>
        <source>AI delay %1 s</source>
        <translation>Задержка %1 с</translation>
    </message>
    <message>
        <source>%1 wins %2 draws %3 loses %4…%5 worse to better; ring: best</source>
        <translation>%1 выигрыш %2 ничья %3 проигрыш %4…%5 от худшего к лучшему; кольцо: лучший</translation>
    </message>
    <message>
        <source>Hint (H)</source>
        <translation>Подсказка (H)</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Анализ</translation>
    </message>
    <message>
        <source>Show or hide the live analysis</source>
        <translation>Показать или скрыть анализ</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Разбор</translation>
    </message>
    <message>
        <source>Every move judged by the engine, and your mistakes to learn from</source>
        <translation>Оценка каждого хода движком и ошибки, на которых можно учиться</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Подсказка</translation>
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
        <translation>ничья</translation>
    </message>
    <message>
        <source>a draw: nobody could win any more</source>
        <translation>ничья: никто уже не мог победить</translation>
    </message>
    <message>
        <source>a draw by agreement</source>
        <translation>ничья по соглашению</translation>
    </message>
    <message>
        <source>a draw: the side to move could play nowhere</source>
        <translation>ничья: ходящей стороне некуда было ходить</translation>
    </message>
    <message>
        <source>an overline</source>
        <translation>длинный ряд</translation>
    </message>
    <message>
        <source>a double four</source>
        <translation>вилка 4×4</translation>
    </message>
    <message>
        <source>a double three</source>
        <translation>вилка 3×3</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>это папка</translation>
    </message>
    <message>
        <source>it is a named pipe (FIFO), not a file</source>
        <translation>это именованный канал (FIFO), а не файл</translation>
    </message>
    <message>
        <source>it is a socket, not a file</source>
        <translation>это сокет, а не файл</translation>
    </message>
    <message>
        <source>it is a device, not a file</source>
        <translation>это устройство, а не файл</translation>
    </message>
    <message>
        <source>it is not a regular file</source>
        <translation>это не обычный файл</translation>
    </message>
    <message>
        <source>it is {} bytes; the most read is {}</source>
        <translation>размер — %1 Б, а читается не больше %2 Б</translation>
    </message>
    <message>
        <source>it grew past {} bytes while it was read</source>
        <translation>пока его читали, он вырос больше %1 Б</translation>
    </message>
    <message>
        <source>{!r} is not a move: give (x, y)</source>
        <translation>%1 — не ход: укажите (x, y)</translation>
    </message>
    <message>
        <source>{!r} is not a move: x and y must be whole numbers</source>
        <translation>%1 — не ход: x и y должны быть целыми числами</translation>
    </message>
    <message>
        <source>({}, {}) is not a cell of the {}x{} board (x must be 0..{}, y 0..{})</source>
        <translation>(%1, %2) — не клетка доски %3x%4 (x должно быть 0..%5, y — 0..%6)</translation>
    </message>
    <message>
        <source>cell ({}, {}) is already taken by {}</source>
        <translation>клетка (%1, %2) уже занята: там %3</translation>
    </message>
    <message>
        <source>the game is over: {} has won</source>
        <translation>партия окончена: %1 победил</translation>
    </message>
    <message>
        <source>the game is over: {.phrase}</source>
        <translation>партия окончена: %1</translation>
    </message>
    <message>
        <source>({}, {}) is forbidden to Black under renju: {.phrase}</source>
        <translation>(%1, %2) запрещено чёрным в рэндзю: %3</translation>
    </message>
    <message>
        <source>{} wins</source>
        <translation>%1 побеждает</translation>
    </message>
    <message>
        <source>{} wins: {} forfeits</source>
        <translation>%1 побеждает: %2 — поражение</translation>
    </message>
    <message>
        <source>{} wins: {} forfeits ({})</source>
        <translation>%1 побеждает: %2 — поражение (%3)</translation>
    </message>
    <message>
        <source>{} must be a whole number, not {!r}</source>
        <translation>%1 должно быть целым числом, а не %2</translation>
    </message>
    <message>
        <source>the board width must be between {} and {}, not {}</source>
        <translation>ширина доски должна быть от %1 до %2, а не %3</translation>
    </message>
    <message>
        <source>the board height must be between {} and {}, not {}</source>
        <translation>высота доски должна быть от %1 до %2, а не %3</translation>
    </message>
    <message>
        <source>k (marks in a row to win) must be between 1 and {} on a {}x{} board, not {}</source>
        <translation>на доске %2x%3 k (сколько знаков в ряд нужно для победы) должно быть от 1 до %1, а не %4</translation>
    </message>
    <message>
        <source>unknown rule {!r}: the rules are {}</source>
        <translation>неизвестное правило %1: правила такие: %2</translation>
    </message>
    <message>
        <source>{.value} is played with five in a row (k = 5), not k = {}</source>
        <translation>в «%1» играют на пять в ряд (k = 5), а не k = %2</translation>
    </message>
</context>
<context>
    <name>Puzzles</name>
    <message>
        <source>Loading the puzzles…</source>
        <translation>Загрузка задач…</translation>
    </message>
    <message>
        <source>The puzzles could not be read: %1</source>
        <translation>Не удалось прочитать задачи: %1</translation>
    </message>
    <message>
        <source>The engine could not judge that move (%1).</source>
        <translation>Движок не смог оценить этот ход (%1).</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>остановлено</translation>
    </message>
    <message>
        <source>No puzzles here yet: review a game of yours and its winning positions become puzzles.</source>
        <translation>Задач пока нет: разберите свою партию, и её выигрышные позиции станут задачами.</translation>
    </message>
    <message>
        <source>Puzzle rating: %1</source>
        <translation>Рейтинг задачи: %1</translation>
    </message>
    <message>
        <source>%1 to play: your move.</source>
        <translation>Ход %1: ваш ход.</translation>
    </message>
    <message>
        <source>Checking %1…</source>
        <translation>Проверяем %1…</translation>
    </message>
    <message>
        <source>Your attempt could not be kept: %1</source>
        <translation>Не удалось сохранить вашу попытку: %1</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>Задачи</translation>
    </message>
    <message>
        <source>All puzzles</source>
        <translation>Все задачи</translation>
    </message>
    <message>
        <source>Puzzles from every source, near your rating</source>
        <translation>Задачи из всех источников, по вашему рейтингу</translation>
    </message>
    <message>
        <source>From your games</source>
        <translation>Из ваших партий</translation>
    </message>
    <message>
        <source>Puzzles cut from your own reviewed games</source>
        <translation>Задачи из ваших разобранных партий</translation>
    </message>
    <message>
        <source>Renju problems</source>
        <translation>Задачи рэндзю</translation>
    </message>
    <message>
        <source>Puzzles under renju that its forbidden points decide: White wins where Black may not block, Black wins without playing a forbidden point</source>
        <translation>Задачи по правилам рэндзю, которые решают запретные точки: белые выигрывают там, где чёрным нельзя закрыть, чёрные выигрывают, не занимая запретной точки</translation>
    </message>
    <message>
        <source>The puzzle&apos;s board</source>
        <translation>Доска задачи</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Меню</translation>
    </message>
    <message>
        <source>This puzzle</source>
        <translation>Эта задача</translation>
    </message>
    <message>
        <source>What the puzzle asks</source>
        <translation>Условие задачи</translation>
    </message>
    <message>
        <source>Where the puzzle comes from</source>
        <translation>Откуда задача</translation>
    </message>
    <message>
        <source>The puzzle&apos;s rating</source>
        <translation>Рейтинг задачи</translation>
    </message>
    <message>
        <source>The engine&apos;s answer</source>
        <translation>Ответ движка</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Заново</translation>
    </message>
    <message>
        <source>Start this puzzle again</source>
        <translation>Начать эту задачу заново</translation>
    </message>
    <message>
        <source>Show the solution</source>
        <translation>Показать решение</translation>
    </message>
    <message>
        <source>The winning line, on the board</source>
        <translation>Выигрышный вариант на доске</translation>
    </message>
    <message>
        <source>Next puzzle</source>
        <translation>Следующая задача</translation>
    </message>
    <message>
        <source>Another puzzle near your rating</source>
        <translation>Другая задача по вашему рейтингу</translation>
    </message>
    <message>
        <source>From your games (%1)</source>
        <translation>Из ваших партий (%1)</translation>
    </message>
    <message>
        <source>d MMMM</source>
        <comment>a day of this year</comment>
        <translation>d MMMM</translation>
    </message>
    <message>
        <source>d MMMM yyyy</source>
        <translation>d MMMM yyyy</translation>
    </message>
    <message numerus="yes">
        <source>Black (X) to play and win in %n move(s) by fours, without playing a forbidden point.</source>
        <translation>
            <numerusform>Ход чёрных (X), выигрыш в %n ход четвёрками, не ставя камень на запретную точку.</numerusform>
            <numerusform>Ход чёрных (X), выигрыш в %n хода четвёрками, не ставя камень на запретную точку.</numerusform>
            <numerusform>Ход чёрных (X), выигрыш в %n ходов четвёрками, не ставя камень на запретную точку.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>White (O) to play and win in %n move(s) by fours: Black may not block on a forbidden point (the board marks them).</source>
        <translation>
            <numerusform>Ход белых (O), выигрыш в %n ход четвёрками: чёрным нельзя закрывать на запретной точке (доска их отмечает).</numerusform>
            <numerusform>Ход белых (O), выигрыш в %n хода четвёрками: чёрным нельзя закрывать на запретной точке (доска их отмечает).</numerusform>
            <numerusform>Ход белых (O), выигрыш в %n ходов четвёрками: чёрным нельзя закрывать на запретной точке (доска их отмечает).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 to play and win in %n move(s) by fours: no win is quicker, even with threes.</source>
        <translation>
            <numerusform>Ход %1, выигрыш в %n ход четвёрками: быстрее не выиграть, даже с тройками.</numerusform>
            <numerusform>Ход %1, выигрыш в %n хода четвёрками: быстрее не выиграть, даже с тройками.</numerusform>
            <numerusform>Ход %1, выигрыш в %n ходов четвёрками: быстрее не выиграть, даже с тройками.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 to play and win in %n move(s), against the best defence.</source>
        <translation>
            <numerusform>Ход %1, выигрыш в %n ход при лучшей защите.</numerusform>
            <numerusform>Ход %1, выигрыш в %n хода при лучшей защите.</numerusform>
            <numerusform>Ход %1, выигрыш в %n ходов при лучшей защите.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1x%2, renju</source>
        <translation>%1x%2, рэндзю</translation>
    </message>
    <message>
        <source>From your game of %1 (%2)</source>
        <translation>Из вашей партии от %1 (%2)</translation>
    </message>
    <message>
        <source>A puzzle on %1</source>
        <translation>Задача на доске %1</translation>
    </message>
    <message>
        <source>Your puzzle rating: none yet (solve a puzzle to get one) · streak 0</source>
        <translation>Ваш рейтинг в задачах: пока нет (решите задачу, чтобы получить) · серия 0</translation>
    </message>
    <message numerus="yes">
        <source>Your puzzle rating: %1 · streak %2 (best %3) · %n puzzle(s) tried</source>
        <translation>
            <numerusform>Ваш рейтинг в задачах: %1 · серия %2 (лучшая %3) · решалась %n задача</numerusform>
            <numerusform>Ваш рейтинг в задачах: %1 · серия %2 (лучшая %3) · решались %n задачи</numerusform>
            <numerusform>Ваш рейтинг в задачах: %1 · серия %2 (лучшая %3) · решались %n задач</numerusform>
        </translation>
    </message>
    <message>
        <source> (then %1)</source>
        <translation> (далее %1)</translation>
    </message>
    <message>
        <source>Right: %1. %2 blocks at %3. Your move.</source>
        <translation>Верно: %1. %2 закрывает на %3. Ваш ход.</translation>
    </message>
    <message>
        <source>Right: %1. %2 answers %3. Your move.</source>
        <translation>Верно: %1. %2 отвечает %3. Ваш ход.</translation>
    </message>
    <message>
        <source>Right: %1. Black may not block at %2: %3. Black plays %4. Your move.</source>
        <translation>Верно: %1. Чёрным нельзя закрыть на %2: %3. Чёрные ходят %4. Ваш ход.</translation>
    </message>
    <message>
        <source>Solved: %1 wins.</source>
        <translation>Решено: %1 выигрывает.</translation>
    </message>
    <message>
        <source>Solved: %1 wins as quickly as the puzzle&apos;s own answer.</source>
        <translation>Решено: %1 выигрывает так же быстро, как ответ задачи.</translation>
    </message>
    <message>
        <source>%1 wins too, in %2 moves: find the win in %3.</source>
        <translation>%1 тоже выигрывает, но число ходов — %2: найдите выигрыш за %3.</translation>
    </message>
    <message>
        <source>The engine could not settle %1 in time: try another move.</source>
        <translation>Движок не успел оценить %1: попробуйте другой ход.</translation>
    </message>
    <message>
        <source>Right: %1.</source>
        <translation>Верно: %1.</translation>
    </message>
    <message>
        <source>After %1, %2 blocks at %3 and then wins%4.</source>
        <translation>После %1 %2 закрывает на %3 и затем выигрывает%4.</translation>
    </message>
    <message>
        <source>After %1, %2 plays %3 and then wins%4.</source>
        <translation>После %1 %2 ходит %3 и затем выигрывает%4.</translation>
    </message>
    <message>
        <source>After %1 the board is full: a draw.</source>
        <translation>После %1 доска заполнена: ничья.</translation>
    </message>
    <message>
        <source>After %1, %2 blocks at %3 and holds the draw%4.</source>
        <translation>После %1 %2 закрывает на %3 и удерживает ничью%4.</translation>
    </message>
    <message>
        <source>After %1, %2 plays %3 and holds the draw%4.</source>
        <translation>После %1 %2 ходит %3 и удерживает ничью%4.</translation>
    </message>
    <message>
        <source>After %1, %2 blocks at %3: no win by fours is left.</source>
        <translation>После %1 %2 закрывает на %3: выигрыша четвёрками больше нет.</translation>
    </message>
    <message>
        <source>After %1, %2 plays %3: no win by fours is left.</source>
        <translation>После %1 %2 ходит %3: выигрыша четвёрками больше нет.</translation>
    </message>
    <message>
        <source>%1: this puzzle is won by fours, every move of it a four.</source>
        <translation>%1: эта задача решается четвёрками, каждый ход — четвёрка.</translation>
    </message>
    <message>
        <source>The solution: %1.</source>
        <translation>Решение: %1.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>{} is not a four</source>
        <translation>%1 — не четвёрка</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <translation>Папка</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Файл</translation>
    </message>
    <message>
        <source>%1 File</source>
        <translation>Файл %1</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Диск</translation>
    </message>
</context>
<context>
    <name>QAbstractSpinBox</name>
    <message>
        <source>&amp;Select All</source>
        <translation>&amp;Выделить всё</translation>
    </message>
    <message>
        <source>&amp;Step up</source>
        <translation>&amp;Больше</translation>
    </message>
    <message>
        <source>Step &amp;down</source>
        <translation>&amp;Меньше</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Папка:</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>&amp;Имя файла:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>&amp;Тип файлов:</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Открыть</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Сохранить</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Удалить</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>&amp;Переименовать</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>&amp;Новая папка</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>Новая папка</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>Показать &amp;скрытые файлы</translation>
    </message>
    <message>
        <source>Show </source>
        <translation>Показать </translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>Все файлы (*)</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Вперёд</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>Вперёд</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>Родительская папка</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>Перейти в родительскую папку</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>Создать папку</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>Создать новую папку</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>Список</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>Показать списком</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>Подробно</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>Показать подробно</translation>
    </message>
    <message>
        <source>Sidebar</source>
        <translation>Боковая панель</translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <translation>Места и закладки</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Файлы</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Убрать</translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation>Недавние места</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 уже существует.
Заменить его?</translation>
    </message>
    <message>
        <source>Are you sure you want to delete &apos;%1&apos;?</source>
        <translation>Удалить «%1»?</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is write protected.
Do you want to delete it anyway?</source>
        <translation>«%1» защищён от записи.
Всё равно удалить?</translation>
    </message>
    <message>
        <source>Could not delete directory.</source>
        <translation>Не удалось удалить папку.</translation>
    </message>
    <message>
        <source>%1
File not found.
Please verify the correct file name was given.</source>
        <translation>%1
Файл не найден.
Проверьте, верно ли указано имя файла.</translation>
    </message>
    <message>
        <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
        <translation>%1
Папка не найдена.
Проверьте, верно ли указано имя папки.</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Размер</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Тип</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>Дата изменения</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Компьютер</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Повторить</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;Вырезать</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Копировать</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>Вст&amp;авить</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Выделить всё</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>ОК</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Открыть</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Сохранить</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Да</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Нет</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Копировать</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>Копировать &amp;адрес ссылки</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Выделить всё</translation>
    </message>
</context>
<context>
    <name>Questions</name>
    <message>
        <source>Yes</source>
        <translation>Да</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Нет</translation>
    </message>
</context>
<context>
    <name>Ratings</name>
    <message>
        <source>3x3, 3 in a row</source>
        <translation>3x3, 3 в ряд</translation>
    </message>
    <message>
        <source>small boards</source>
        <translation>малые доски</translation>
    </message>
    <message>
        <source>4x4 (3 or 4 in a row) and 5x5 (4 in a row)</source>
        <translation>4x4 (3 или 4 в ряд) и 5x5 (4 в ряд)</translation>
    </message>
    <message>
        <source>middle boards</source>
        <translation>средние доски</translation>
    </message>
    <message>
        <source>9x9 to 12x12, 5 in a row</source>
        <translation>от 9x9 до 12x12, 5 в ряд</translation>
    </message>
    <message>
        <source>large boards</source>
        <translation>большие доски</translation>
    </message>
    <message>
        <source>13x13 to 20x20, 5 in a row</source>
        <translation>от 13x13 до 20x20, 5 в ряд</translation>
    </message>
    <message>
        <source>%1 under %2</source>
        <translation>%1 (правила: %2)</translation>
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
        <translation>Рейтинг ведётся на: %1. Партии на других досках в рейтинг не идут.</translation>
    </message>
    <message>
        <source>%1, under %2</source>
        <translation>%1, правила: %2</translation>
    </message>
    <message>
        <source>No ratings on %1</source>
        <translation>На %1 рейтинга нет</translation>
    </message>
    <message>
        <source>No rated levels on %1 yet</source>
        <translation>На %1 пока нет уровней с рейтингом</translation>
    </message>
    <message>
        <source>Not rated yet on %1: play a rated level</source>
        <translation>Нет рейтинга на %1: сыграйте с рейтинговым уровнем</translation>
    </message>
    <message>
        <source>Your rating on %1: %2</source>
        <translation>Ваш рейтинг на %1: %2</translation>
    </message>
    <message>
        <source>%1: %2. One rating for all of them. A rating is provisional while there are too few games to be sure of it (a deviation of %3 or more).</source>
        <translation>%1: %2. Один рейтинг на все эти доски. Рейтинг предварительный, пока партий слишком мало, чтобы быть в нём уверенным (отклонение %3 или больше).</translation>
    </message>
    <message>
        <source>%1 (provisional)</source>
        <translation>%1 (предварительный)</translation>
    </message>
    <message>
        <source>Your rating on %1: %2 → %3, %4</source>
        <translation>Ваш рейтинг на %1: %2 → %3, %4</translation>
    </message>
    <message>
        <source>No measured rating on %1.</source>
        <translation>Измеренного рейтинга на %1 нет.</translation>
    </message>
    <message numerus="yes">
        <source>Rated %1 on %2: the level the others are measured against (%n game(s)).</source>
        <translation>
            <numerusform>Рейтинг %1 на %2: по этому уровню измеряют остальные (%n партия).</numerusform>
            <numerusform>Рейтинг %1 на %2: по этому уровню измеряют остальные (%n партии).</numerusform>
            <numerusform>Рейтинг %1 на %2: по этому уровню измеряют остальные (%n партий).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rated %1 ± %2 on %3 (%n game(s)).</source>
        <translation>
            <numerusform>Рейтинг %1 ± %2 на %3 (%n партия).</numerusform>
            <numerusform>Рейтинг %1 ± %2 на %3 (%n партии).</numerusform>
            <numerusform>Рейтинг %1 ± %2 на %3 (%n партий).</numerusform>
        </translation>
    </message>
    <message>
        <source>A first game: wins at once when it can, otherwise plays almost at random.</source>
        <translation>Первая партия: выигрывает сразу, если может, иначе ходит почти наугад.</translation>
    </message>
    <message>
        <source>Plays what a one-move look suggests, loosely; no reading ahead.</source>
        <translation>Небрежно играет то, что подсказывает взгляд на один ход; вперёд не считает.</translation>
    </message>
    <message>
        <source>The engine at full strength: perfect wherever the board can be solved.</source>
        <translation>Движок в полную силу: безупречен везде, где доску можно решить.</translation>
    </message>
    <message>
        <source>your win in one, to block</source>
        <translation>ваш выигрыш в один ход, который надо закрыть</translation>
    </message>
    <message>
        <source>Plays what a one-move look suggests, a little more carefully at each level.</source>
        <translation>Играет то, что подсказывает взгляд на один ход, с каждым уровнем чуть аккуратнее.</translation>
    </message>
    <message>
        <source>Reads ahead with the engine on some moves, more of them at each level.</source>
        <translation>На части ходов просчитывает вперёд движком, с каждым уровнем на большем числе ходов.</translation>
    </message>
    <message>
        <source>Level %1: %2</source>
        <translation>Уровень %1: %2</translation>
    </message>
    <message>
        <source>Suggested: a little above your rating.</source>
        <translation>Рекомендуем: чуть выше вашего рейтинга.</translation>
    </message>
    <message>
        <source>Always sees: %1.</source>
        <translation>Всегда видит: %1.</translation>
    </message>
    <message>
        <source>Play a rated level and your rating is drawn here</source>
        <translation>Сыграйте с уровнем, у которого есть рейтинг, и здесь появится график вашего рейтинга</translation>
    </message>
    <message numerus="yes">
        <source>%n rated game(s), oldest on the left</source>
        <translation>
            <numerusform>%n рейтинговая партия, старые слева</numerusform>
            <numerusform>%n рейтинговые партии, старые слева</numerusform>
            <numerusform>%n рейтинговых партий, старые слева</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Your rating (Glicko-2)</source>
        <translation>Ваш рейтинг (Glicko-2)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Show your rating&apos;s history here: %1</source>
        <translation>Показать здесь историю рейтинга: %1</translation>
    </message>
    <message>
        <source>Not rated yet: play a rated level (%1) and your rating appears here.</source>
        <translation>Рейтинга пока нет: сыграйте с уровнем, у которого есть рейтинг (%1), и он появится здесь.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 after %n rated game(s), ± %3; started at %4. The band is ± one deviation.</source>
        <translation>
            <numerusform>%1: %2 после %n рейтинговой партии, ± %3; начальный — %4. Полоса — ± одно отклонение.</numerusform>
            <numerusform>%1: %2 после %n рейтинговых партий, ± %3; начальный — %4. Полоса — ± одно отклонение.</numerusform>
            <numerusform>%1: %2 после %n рейтинговых партий, ± %3; начальный — %4. Полоса — ± одно отклонение.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your accuracy in your reviewed games</source>
        <translation>Ваша точность в разобранных партиях</translation>
    </message>
    <message>
        <source>Review a game of yours and its accuracy is drawn here</source>
        <translation>Разберите свою партию, и здесь появится график точности</translation>
    </message>
    <message numerus="yes">
        <source>%n reviewed game(s), oldest on the left</source>
        <translation>
            <numerusform>%n разобранная партия, старые слева</numerusform>
            <numerusform>%n разобранные партии, старые слева</numerusform>
            <numerusform>%n разобранных партий, старые слева</numerusform>
        </translation>
    </message>
    <message>
        <source>Your accuracy and puzzles</source>
        <translation>Ваша точность и задачи</translation>
    </message>
    <message>
        <source>Your puzzle rating and streak</source>
        <translation>Ваш рейтинг в задачах и серия</translation>
    </message>
    <message>
        <source>No reviewed game yet: Review is on the game-over screen.</source>
        <translation>Разобранных партий пока нет: «Разбор» — на экране конца партии.</translation>
    </message>
    <message numerus="yes">
        <source>Mean of the last %n game(s): %1; the last: %2</source>
        <translation>
            <numerusform>Среднее за последнюю %n партию: %1; последняя: %2</numerusform>
            <numerusform>Среднее за последние %n партии: %1; последняя: %2</numerusform>
            <numerusform>Среднее за последние %n партий: %1; последняя: %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Readings</name>
    <message>
        <source>too big to prove quickly</source>
        <translation>слишком велика, чтобы быстро доказать</translation>
    </message>
    <message>
        <source>proving…</source>
        <translation>доказываем…</translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>ничья</translation>
    </message>
    <message>
        <source>{} can force a win</source>
        <translation>%1 форсирует победу</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins within %n move(s)</source>
        <translation>
            <numerusform>победа %1 максимум за %n ход</numerusform>
            <numerusform>победа %1 максимум за %n хода</numerusform>
            <numerusform>победа %1 максимум за %n ходов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins in %n</source>
        <translation>
            <numerusform>победа %1 за %n ход</numerusform>
            <numerusform>победа %1 за %n хода</numerusform>
            <numerusform>победа %1 за %n ходов</numerusform>
        </translation>
    </message>
    <message>
        <source>wins at once</source>
        <translation>выигрывает сразу</translation>
    </message>
    <message numerus="yes">
        <source>wins in %n</source>
        <translation>
            <numerusform>выигрыш за %n ход</numerusform>
            <numerusform>выигрыш за %n хода</numerusform>
            <numerusform>выигрыш за %n ходов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>loses in %n</source>
        <translation>
            <numerusform>проигрыш за %n ход</numerusform>
            <numerusform>проигрыш за %n хода</numerusform>
            <numerusform>проигрыш за %n ходов</numerusform>
        </translation>
    </message>
    <message>
        <source>draws</source>
        <translation>ничья</translation>
    </message>
    <message>
        <source>score at most %1</source>
        <translation>оценка не выше %1</translation>
    </message>
    <message>
        <source>score %1</source>
        <translation>оценка %1</translation>
    </message>
    <message>
        <source>not proven</source>
        <translation>не доказано</translation>
    </message>
    <message>
        <source>a draw with perfect play</source>
        <translation>при точной игре — ничья</translation>
    </message>
    <message>
        <source>the first player wins</source>
        <translation>выигрывают первые</translation>
    </message>
    <message>
        <source>the second player wins</source>
        <translation>выигрывают вторые</translation>
    </message>
    <message numerus="yes">
        <source>the first player wins in %n</source>
        <translation>
            <numerusform>первые выигрывают за %n ход</numerusform>
            <numerusform>первые выигрывают за %n хода</numerusform>
            <numerusform>первые выигрывают за %n ходов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the second player wins in %n</source>
        <translation>
            <numerusform>вторые выигрывают за %n ход</numerusform>
            <numerusform>вторые выигрывают за %n хода</numerusform>
            <numerusform>вторые выигрывают за %n ходов</numerusform>
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
            <numerusform>%1 (как ещё %n ход)</numerusform>
            <numerusform>%1 (как ещё %n хода)</numerusform>
            <numerusform>%1 (как ещё %n ходов)</numerusform>
        </translation>
    </message>
    <message>
        <source>not considered</source>
        <translation>не рассматривался</translation>
    </message>
    <message>
        <source>Cannot play from here: %1</source>
        <translation>Отсюда играть нельзя: %1</translation>
    </message>
    <message>
        <source>Proven: %1</source>
        <translation>Доказано: %1</translation>
    </message>
</context>
<context>
    <name>Review_</name>
    <message>
        <source>Checking %1…</source>
        <translation>Проверяем %1…</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>остановлено</translation>
    </message>
    <message>
        <source>Evaluation graph</source>
        <translation>График оценки</translation>
    </message>
    <message>
        <source>X&apos;s expected score after each move: click a point to go to that move</source>
        <translation>Ожидаемый результат X после каждого хода: щёлкните точку, чтобы перейти к ходу</translation>
    </message>
    <message>
        <source>Review: %1</source>
        <translation>Разбор: %1</translation>
    </message>
    <message numerus="yes">
        <source>Reviewed: %n move(s)</source>
        <translation>
            <numerusform>Разобран %n ход</numerusform>
            <numerusform>Разобрано %n хода</numerusform>
            <numerusform>Разобрано %n ходов</numerusform>
        </translation>
    </message>
    <message>
        <source>Looking for puzzles in your game…</source>
        <translation>Ищем задачи в вашей партии…</translation>
    </message>
    <message>
        <source>the review failed</source>
        <translation>разбор не удался</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>Reviewed: %n move(s).</source>
        <translation>
            <numerusform>Разобран %n ход.</numerusform>
            <numerusform>Разобрано %n хода.</numerusform>
            <numerusform>Разобрано %n ходов.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 %n new puzzle(s) from this game: see Puzzles on the menu.</source>
        <translation>
            <numerusform>%1 Из этой партии %n новая задача: см. «Задачи» в меню.</numerusform>
            <numerusform>%1 Из этой партии %n новые задачи: см. «Задачи» в меню.</numerusform>
            <numerusform>%1 Из этой партии %n новых задач: см. «Задачи» в меню.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 (%2): not reviewed yet</source>
        <translation>%1 (%2): ещё не разобрано</translation>
    </message>
    <message>
        <source>Learn from your mistakes (%1)</source>
        <translation>Учиться на своих ошибках (%1)</translation>
    </message>
    <message>
        <source>Learn from the mistakes (%1)</source>
        <translation>Учиться на ошибках (%1)</translation>
    </message>
    <message>
        <source>The start. Pick a move in the list, or a point on the graph.</source>
        <translation>Начало. Выберите ход в списке или точку на графике.</translation>
    </message>
    <message>
        <source>Move %1 is not judged yet.</source>
        <translation>Ход %1 ещё не оценён.</translation>
    </message>
    <message>
        <source>Your puzzles could not be kept: %1</source>
        <translation>Не удалось сохранить ваши задачи: %1</translation>
    </message>
    <message>
        <source>The game reviewed</source>
        <translation>Разбираемая партия</translation>
    </message>
    <message>
        <source>The move in view</source>
        <translation>Показанный ход</translation>
    </message>
    <message>
        <source>Game reviewed</source>
        <translation>Разобранная партия</translation>
    </message>
    <message>
        <source>Review progress</source>
        <translation>Ход разбора</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Stop the review; what it judged so far stays</source>
        <translation>Остановить разбор; уже оценённое сохранится</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Точность</translation>
    </message>
    <message>
        <source>%1&apos;s accuracy</source>
        <translation>Точность %1</translation>
    </message>
    <message>
        <source>Learn from your mistakes</source>
        <translation>Учиться на своих ошибках</translation>
    </message>
    <message>
        <source>Each of your mistakes set as an exercise, from the position before it</source>
        <translation>Каждая ваша ошибка — упражнение с позиции перед ней</translation>
    </message>
    <message>
        <source>Continue the review</source>
        <translation>Продолжить разбор</translation>
    </message>
    <message>
        <source>Review the moves left</source>
        <translation>Разобрать оставшиеся ходы</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Сохранить…</translation>
    </message>
    <message>
        <source>Save the game with its review (.ttt)</source>
        <translation>Сохранить партию вместе с разбором (.ttt)</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Заново</translation>
    </message>
    <message>
        <source>Try the position again</source>
        <translation>Попробовать эту позицию ещё раз</translation>
    </message>
    <message>
        <source>Show the answer</source>
        <translation>Показать ответ</translation>
    </message>
    <message>
        <source>The engine&apos;s move and its line, on the board</source>
        <translation>Ход движка и его вариант на доске</translation>
    </message>
    <message>
        <source>Next mistake</source>
        <translation>Следующая ошибка</translation>
    </message>
    <message>
        <source>The next of your mistakes, from the position before it</source>
        <translation>Следующая ваша ошибка, с позиции перед ней</translation>
    </message>
    <message>
        <source>Back to the review</source>
        <translation>Назад к разбору</translation>
    </message>
    <message>
        <source>Leave the exercises: the review, at this move</source>
        <translation>Выйти из упражнений: разбор на этом ходе</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <source>Leave the review (Esc)</source>
        <translation>Выйти из разбора (Esc)</translation>
    </message>
    <message>
        <source>the best move</source>
        <translation>лучший ход</translation>
    </message>
    <message>
        <source>a good move</source>
        <translation>хороший ход</translation>
    </message>
    <message>
        <source>an inaccuracy</source>
        <translation>неточность</translation>
    </message>
    <message>
        <source>a mistake</source>
        <translation>ошибка</translation>
    </message>
    <message>
        <source>a blunder</source>
        <translation>зевок</translation>
    </message>
    <message>
        <source>%1, then %2</source>
        <translation>%1, затем %2</translation>
    </message>
    <message>
        <source>It wins.</source>
        <translation>Этот ход выигрывает.</translation>
    </message>
    <message>
        <source>It keeps the win, but in %1 instead of %2.</source>
        <translation>Выигрыш сохранён, но за %1 вместо %2.</translation>
    </message>
    <message>
        <source>It keeps the win in %1.</source>
        <translation>Сохраняет выигрыш за %1.</translation>
    </message>
    <message>
        <source>It allows %1 a win at once.</source>
        <translation>Позволяет %1 выиграть сразу.</translation>
    </message>
    <message>
        <source>It allows %1 a win in %2.</source>
        <translation>Позволяет %1 выиграть за %2.</translation>
    </message>
    <message>
        <source>The game was lost anyway.</source>
        <translation>Партия и так была проиграна.</translation>
    </message>
    <message>
        <source>It keeps the draw.</source>
        <translation>Сохраняет ничью.</translation>
    </message>
    <message>
        <source>%1: %2, %3&apos;s expected score fell from %4 to %5.</source>
        <translation>%1: %2, ожидаемый результат %3 упал с %4 до %5.</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>The game was lost anyway, but now %1 wins in %2 instead of %3.</source>
        <translation>Партия и так была проиграна, но теперь %1 выигрывает за %2 вместо %3.</translation>
    </message>
    <message>
        <source>It misses a win at once: after it, %2 can stop every win.</source>
        <translation>Упущен выигрыш в один ход: после этого %2 может остановить любой выигрыш.</translation>
    </message>
    <message>
        <source>It misses a win in %1: after it, %2 can stop every win.</source>
        <translation>Упущен выигрыш за %1: после этого %2 может остановить любой выигрыш.</translation>
    </message>
    <message>
        <source>It misses a win at once: now a draw.</source>
        <translation>Упущен выигрыш в один ход: теперь ничья.</translation>
    </message>
    <message>
        <source>It misses a win in %1: now a draw.</source>
        <translation>Упущен выигрыш за %1: теперь ничья.</translation>
    </message>
    <message>
        <source>It misses a win at once: now %2 wins at once.</source>
        <translation>Упущен выигрыш в один ход: теперь %2 выигрывает сразу.</translation>
    </message>
    <message>
        <source>It misses a win at once: now %2 wins in %3.</source>
        <translation>Упущен выигрыш в один ход: теперь %2 выигрывает за %3.</translation>
    </message>
    <message>
        <source>It misses a win in %1: now %2 wins at once.</source>
        <translation>Упущен выигрыш за %1: теперь %2 выигрывает сразу.</translation>
    </message>
    <message>
        <source>It misses a win in %1: now %2 wins in %3.</source>
        <translation>Упущен выигрыш за %1: теперь %2 выигрывает за %3.</translation>
    </message>
    <message>
        <source>The win: %1 (by fours).</source>
        <translation>Выигрыш: %1 (четвёрками).</translation>
    </message>
    <message>
        <source>The win: %1 (by fours and threes).</source>
        <translation>Выигрыш: %1 (четвёрками и тройками).</translation>
    </message>
    <message>
        <source>The win: %1.</source>
        <translation>Выигрыш: %1.</translation>
    </message>
    <message>
        <source>Better: %1 (on the board, numbered, from the position before the move).</source>
        <translation>Лучше: %1 (на доске, с номерами, с позиции перед ходом).</translation>
    </message>
    <message>
        <source>(The time cap cut this move&apos;s searches short.)</source>
        <translation>(Ограничение по времени прервало поиск для этого хода.)</translation>
    </message>
    <message>
        <source>No puzzle from this game: puzzles come from boards of 5x5 to 15x15.</source>
        <translation>Задач из этой партии нет: задачи берутся с досок от 5x5 до 15x15.</translation>
    </message>
    <message>
        <source>No puzzle from this game yet: the review is not complete.</source>
        <translation>Задач из этой партии пока нет: разбор не завершён.</translation>
    </message>
    <message>
        <source>No puzzle from this game: you never had a proven forced win.</source>
        <translation>Задач из этой партии нет: у вас ни разу не было доказанного форсированного выигрыша.</translation>
    </message>
    <message>
        <source>No puzzle from this game: your proven wins were wins at once.</source>
        <translation>Задач из этой партии нет: ваши доказанные выигрыши были выигрышами в один ход.</translation>
    </message>
    <message>
        <source>No puzzle from this game: your proven wins were longer than {} moves.</source>
        <translation>Задач из этой партии нет: ваши доказанные выигрыши были длиннее %1 ходов.</translation>
    </message>
    <message>
        <source>No puzzle from this game: each of your wins had another first move as quick, or could not be proven on its own.</source>
        <translation>Задач из этой партии нет: у каждого вашего выигрыша был другой первый ход, выигрывающий так же быстро, или его нельзя было доказать отдельно.</translation>
    </message>
    <message numerus="yes">
        <source>%n inaccuracy(ies)</source>
        <translation>
            <numerusform>%n неточность</numerusform>
            <numerusform>%n неточности</numerusform>
            <numerusform>%n неточностей</numerusform>
        </translation>
    </message>
    <message>
        <source>no inaccuracy</source>
        <translation>без неточностей</translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n ошибка</numerusform>
            <numerusform>%n ошибки</numerusform>
            <numerusform>%n ошибок</numerusform>
        </translation>
    </message>
    <message>
        <source>no mistake</source>
        <translation>без ошибок</translation>
    </message>
    <message numerus="yes">
        <source>%n blunder(s)</source>
        <translation>
            <numerusform>%n зевок</numerusform>
            <numerusform>%n зевка</numerusform>
            <numerusform>%n зевков</numerusform>
        </translation>
    </message>
    <message>
        <source>no blunder</source>
        <translation>без зевков</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 (%2): no move reviewed yet</source>
        <translation>%1 (%2): ни один ход ещё не разобран</translation>
    </message>
    <message>
        <source>%1 (%2): accuracy %3; %4</source>
        <translation>%1 (%2): точность %3; %4</translation>
    </message>
    <message numerus="yes">
        <source>Reviewing: %1 of %n move(s) judged…</source>
        <translation>
            <numerusform>Разбор: оценено %1 из %n хода…</numerusform>
            <numerusform>Разбор: оценено %1 из %n ходов…</numerusform>
            <numerusform>Разбор: оценено %1 из %n ходов…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The review stopped after %1 of %n move(s).</source>
        <translation>
            <numerusform>Разбор остановлен после %1 из %n хода.</numerusform>
            <numerusform>Разбор остановлен после %1 из %n ходов.</numerusform>
            <numerusform>Разбор остановлен после %1 из %n ходов.</numerusform>
        </translation>
    </message>
    <message>
        <source>Blunder %1 of %2 (move %3): %4 played %5. Find a better move for %4.</source>
        <translation>Зевок %1 из %2 (ход %3): %4 сыграл %5. Найдите лучший ход за %4.</translation>
    </message>
    <message>
        <source>Mistake %1 of %2 (move %3): %4 played %5. Find a better move for %4.</source>
        <translation>Ошибка %1 из %2 (ход %3): %4 сыграл %5. Найдите лучший ход за %4.</translation>
    </message>
    <message>
        <source>%1 is the move played in the game: try another.</source>
        <translation>%1 — ход, сыгранный в партии: попробуйте другой.</translation>
    </message>
    <message>
        <source>Yes: %1 is the engine&apos;s choice. %2</source>
        <translation>Да: %1 — выбор движка. %2</translation>
    </message>
    <message>
        <source>Good: %1 keeps %2&apos;s chances (%3 expected). %4</source>
        <translation>Хорошо: %1 сохраняет шансы %2 (ожидается %3). %4</translation>
    </message>
    <message>
        <source>Not quite: %1 is %2 too (%3&apos;s expected score falls to %4). %5 Retry, or show the answer.</source>
        <translation>Не совсем: %1 — тоже %2 (ожидаемый результат %3 падает до %4). %5 Попробуйте ещё раз или посмотрите ответ.</translation>
    </message>
    <message>
        <source>The engine had no better move to name here.</source>
        <translation>Лучшего хода движок здесь не нашёл.</translation>
    </message>
    <message>
        <source>The engine&apos;s answer: %1 (numbered on the board).</source>
        <translation>Ответ движка: %1 (с номерами на доске).</translation>
    </message>
    <message>
        <source>the game has no moves</source>
        <translation>в партии нет ходов</translation>
    </message>
    <message>
        <source>Review is not available: %1</source>
        <translation>Разбор недоступен: %1</translation>
    </message>
    <message>
        <source>The game&apos;s review could not be read: %1</source>
        <translation>Не удалось прочитать разбор партии: %1</translation>
    </message>
    <message>
        <source>Your puzzle rating: …</source>
        <translation>Ваш рейтинг в задачах: …</translation>
    </message>
</context>
<context>
    <name>RuleNames</name>
    <message>
        <source>freestyle</source>
        <translation>свободные</translation>
    </message>
    <message>
        <source>standard</source>
        <translation>стандарт</translation>
    </message>
    <message>
        <source>renju</source>
        <translation>рэндзю</translation>
    </message>
    <message>
        <source>caro</source>
        <translation>каро</translation>
    </message>
    <message>
        <source>{}x{}, {} in a row</source>
        <translation>%1x%2, %3 в ряд</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>The rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Each rule of the game, with diagrams, and the swap openings</source>
        <translation>Каждое правило игры, со схемами, и дебюты со свопом</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>Close the rules</source>
        <translation>Закрыть правила</translation>
    </message>
</context>
<context>
    <name>Seats_</name>
    <message>
        <source>Back to the menu (Esc)</source>
        <translation>Назад в меню (Esc)</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Вы</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Игрок %1</translation>
    </message>
    <message>
        <source>%1 #%2</source>
        <translation>%1 №%2</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Your move (%1): click a square, or arrow keys and Space. Nobody can win any more: Offer draw ends the game.</source>
        <translation>Ваш ход (%1): щёлкните клетку или используйте стрелки и Пробел. Выиграть уже никто не может: «Предложить ничью» закончит партию.</translation>
    </message>
    <message>
        <source>Your move (%1): click a square, or arrow keys and Space.</source>
        <translation>Ваш ход (%1): щёлкните клетку или используйте стрелки и Пробел.</translation>
    </message>
    <message>
        <source>%1 to move (%2): click a square, or arrow keys and Space. Nobody can win any more: Offer draw ends the game.</source>
        <translation>Ход %1 (%2): щёлкните клетку или используйте стрелки и Пробел. Выиграть уже никто не может: «Предложить ничью» закончит партию.</translation>
    </message>
    <message>
        <source>%1 to move (%2): click a square, or arrow keys and Space.</source>
        <translation>Ход %1 (%2): щёлкните клетку или используйте стрелки и Пробел.</translation>
    </message>
    <message>
        <source>%1 (%2) is thinking… (nobody can win any more)</source>
        <translation>%1 (%2) думает… (выиграть уже никто не может)</translation>
    </message>
    <message>
        <source>%1 (%2) is thinking…</source>
        <translation>%1 (%2) думает…</translation>
    </message>
    <message>
        <source>Paused: %1 (%2) to move. Resume, or Step one move.</source>
        <translation>Пауза: ход %1 (%2). «Продолжить» или «Шаг» на один ход.</translation>
    </message>
    <message>
        <source>%1 is taken: click an empty square.</source>
        <translation>%1 занята: щёлкните пустую клетку.</translation>
    </message>
    <message>
        <source>%1 is forbidden: an overline. Black may not play there under renju.</source>
        <translation>%1 запрещена: длинный ряд. В рэндзю чёрным туда нельзя.</translation>
    </message>
    <message>
        <source>%1 is forbidden: a double four. Black may not play there under renju.</source>
        <translation>%1 запрещена: вилка 4×4. В рэндзю чёрным туда нельзя.</translation>
    </message>
    <message>
        <source>%1 is forbidden: a double three. Black may not play there under renju.</source>
        <translation>%1 запрещена: вилка 3×3. В рэндзю чёрным туда нельзя.</translation>
    </message>
    <message>
        <source>Offer draw</source>
        <translation>Предложение ничьей</translation>
    </message>
    <message>
        <source>%1 (%2) offers a draw. %3 (%4), do you accept?</source>
        <translation>%1 (%2) предлагает ничью. %3 (%4), вы согласны?</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Сдаться</translation>
    </message>
    <message>
        <source>Resign this game? It counts for your rating: resigning loses it, as a loss on the board would. No goes back to the game.</source>
        <translation>Сдать эту партию? Она идёт в рейтинг: сдача засчитывается как поражение, так же как проигрыш на доске. «Нет» — вернуться к партии.</translation>
    </message>
    <message>
        <source>%1 (%2) is considering your offer of a draw…</source>
        <translation>%1 (%2) обдумывает ваше предложение ничьей…</translation>
    </message>
    <message>
        <source>%1 (%2) declines the draw.</source>
        <translation>%1 (%2) отклоняет ничью.</translation>
    </message>
    <message>
        <source>%1 declines: it thinks it is winning.</source>
        <translation>%1 отказывается: считает, что выигрывает.</translation>
    </message>
    <message>
        <source>%1 declines: it could not read the position.</source>
        <translation>%1 отказывается: не смог оценить позицию.</translation>
    </message>
    <message>
        <source>%1 %2: %3 was played for it (its last depth move).</source>
        <translation>%1 %2: за него сыгран ход %3 (с последней глубины).</translation>
    </message>
    <message>
        <source>%1 %2: %3 was played for it (its quick move).</source>
        <translation>%1 %2: за него сыгран ход %3 (быстрый ход).</translation>
    </message>
    <message>
        <source>A draw</source>
        <translation>Ничья</translation>
    </message>
    <message>
        <source>You resigned: %1 wins</source>
        <translation>Вы сдались: побеждает %1</translation>
    </message>
    <message>
        <source>%1 resigned: you win</source>
        <translation>%1 сдаётся: вы победили</translation>
    </message>
    <message>
        <source>%1 resigned: %2</source>
        <translation>%1 сдаётся: %2</translation>
    </message>
    <message>
        <source>You win: %1 forfeits (%2)</source>
        <translation>Вы победили: %1 — поражение (%2)</translation>
    </message>
    <message>
        <source>You win: %1 forfeits</source>
        <translation>Вы победили: %1 — поражение</translation>
    </message>
    <message>
        <source>%1: %2 forfeits (%3)</source>
        <translation>%1: %2 — поражение (%3)</translation>
    </message>
    <message>
        <source>%1: %2 forfeits</source>
        <translation>%1: %2 — поражение</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>Вы победили!</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>Побеждает %1</translation>
    </message>
    <message>
        <source>%1 (%2) wins</source>
        <translation>Побеждает %1 (%2)</translation>
    </message>
    <message>
        <source>Freestyle</source>
        <translation>Фристайл</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Стандарт</translation>
    </message>
    <message>
        <source>Renju</source>
        <translation>Рэндзю</translation>
    </message>
    <message>
        <source>Caro</source>
        <translation>Каро</translation>
    </message>
    <message>
        <source>No swap</source>
        <translation>Без свопа</translation>
    </message>
    <message>
        <source>Swap</source>
        <translation>Своп</translation>
    </message>
    <message>
        <source>Swap2</source>
        <translation>Своп2</translation>
    </message>
    <message>
        <source>%1x%2, exactly %3 in a row</source>
        <translation>%1x%2, ровно %3 в ряд</translation>
    </message>
    <message>
        <source>Move %1 of %2: click ▶ or Play from here</source>
        <translation>Ход %1 из %2: нажмите ▶ или «Играть отсюда»</translation>
    </message>
    <message>
        <source>did not answer after {} s</source>
        <translation>не ответил за %1 с</translation>
    </message>
    <message>
        <source>raised {}</source>
        <translation>выдал ошибку %1</translation>
    </message>
    <message>
        <source>answered an illegal move {}</source>
        <translation>ответил недопустимым ходом %1</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Cells, as in tic-tac-toe</source>
        <translation>Клетки, как в крестиках-ноликах</translation>
    </message>
    <message>
        <source>Stones on the points of a Go board</source>
        <translation>Камни на пересечениях, как на доске го</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Светлая</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Тёмная</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Высокий контраст</translation>
    </message>
    <message>
        <source>there is no %1.json in %2</source>
        <translation>в %2 нет файла %1.json</translation>
    </message>
    <message>
        <source>Your theme “%1” could not be used (%2); the %3 theme is used instead.</source>
        <translation>Вашу тему «%1» использовать нельзя (%2); вместо неё используется тема «%3».</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>Follow the system (light or dark)</source>
        <translation>Как в системе (светлая или тёмная)</translation>
    </message>
    <message>
        <source>%1 (yours)</source>
        <translation>%1 (ваша)</translation>
    </message>
    <message>
        <source>The colours of the whole app</source>
        <translation>Цвета всего приложения</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Тема</translation>
    </message>
    <message>
        <source>How a board of five or more in a row (Gomoku) is drawn; smaller games always use cells</source>
        <translation>Как рисовать доску для пяти и более в ряд (гомоку); в играх поменьше всегда клетки</translation>
    </message>
    <message>
        <source>&amp;Board for five in a row</source>
        <translation>&amp;Доска для «пять в ряд»</translation>
    </message>
    <message>
        <source>Mark them on Black&apos;s turn</source>
        <translation>Отмечать их, когда ходят чёрные</translation>
    </message>
    <message>
        <source>Under renju Black may not play a double three, a double four or an overline: mark those points with a struck-through ring while Black is to move</source>
        <translation>В рэндзю чёрным нельзя делать вилку 3×3, вилку 4×4 и длинный ряд: когда ходят чёрные, отмечать эти точки перечёркнутым кружком</translation>
    </message>
    <message>
        <source>&amp;Renju&apos;s forbidden points</source>
        <translation>&amp;Запретные точки рэндзю</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <source>About…</source>
        <translation>О программе…</translation>
    </message>
    <message>
        <source>The game&apos;s version, and where your data is kept</source>
        <translation>Версия игры и место, где хранятся ваши данные</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>Close the settings: every change is already kept</source>
        <translation>Закрыть настройки: все изменения уже сохранены</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Как в системе</translation>
    </message>
    <message>
        <source>The language of the app, used from its next start</source>
        <translation>Язык приложения, действует со следующего запуска</translation>
    </message>
    <message>
        <source>A new language is used from the next start.</source>
        <translation>Новый язык начнёт действовать со следующего запуска.</translation>
    </message>
    <message>
        <source>Your own themes are read from %1 (see docs/themes.md).</source>
        <translation>Ваши собственные темы читаются из %1 (см. docs/themes.md).</translation>
    </message>
    <message>
        <source>Not used: %1</source>
        <translation>Не используется: %1</translation>
    </message>
</context>
<context>
    <name>Setup</name>
    <message>
        <source>impossible start position: %1</source>
        <translation>невозможная начальная позиция: %1</translation>
    </message>
    <message>
        <source>the position is already over: take a mark away</source>
        <translation>в этой позиции партия уже окончена: уберите один знак</translation>
    </message>
    <message>
        <source>X has {} marks and O has {}; X moves first, so X must have as many marks as O or one more</source>
        <translation>знаков X: %1, знаков O: %2; X ходит первым, поэтому знаков X должно быть столько же, сколько O, или на один больше</translation>
    </message>
    <message>
        <source>both X and O have a line</source>
        <translation>и у X, и у O есть линия</translation>
    </message>
    <message>
        <source>Black (X) has an overline, which renju forbids</source>
        <translation>у чёрных (X) длинный ряд, а рэндзю его запрещает</translation>
    </message>
    <message>
        <source>{} has a line but {} has moved since</source>
        <translation>у %1 есть линия, но %2 после этого ещё ходил</translation>
    </message>
    <message>
        <source>{} has lines that no single last move could have made (the game would have ended earlier)</source>
        <translation>у %1 линии, которые не мог создать один последний ход (партия закончилась бы раньше)</translation>
    </message>
</context>
<context>
    <name>Stats</name>
    <message>
        <source>Opponents</source>
        <translation>Соперники</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Доска</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Партии</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Победы</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>Ничьи</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>Поражения</translation>
    </message>
    <message>
        <source>Longest streak</source>
        <translation>Лучшая серия</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Последняя партия</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <source>Your games (wins and losses are yours)</source>
        <translation>Ваши партии (победы и поражения — ваши)</translation>
    </message>
    <message>
        <source>Computer against computer (from the first-named side)</source>
        <translation>Компьютер против компьютера (за первую названную сторону)</translation>
    </message>
    <message>
        <source>The most wins in a row: yours, or the first-named side&apos;s</source>
        <translation>Больше всего побед подряд: ваших или первой названной стороны</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Меню</translation>
    </message>
    <message>
        <source>Reset statistics…</source>
        <translation>Сбросить статистику…</translation>
    </message>
    <message>
        <source>Forget every game in the statistics</source>
        <translation>Забыть все партии в статистике</translation>
    </message>
    <message>
        <source>Your games</source>
        <translation>Ваши партии</translation>
    </message>
    <message>
        <source>Your results against each opponent on each board; wins and losses are yours</source>
        <translation>Ваши результаты против каждого соперника на каждой доске; победы и поражения — ваши</translation>
    </message>
    <message>
        <source>Computer against computer</source>
        <translation>Компьютер против компьютера</translation>
    </message>
    <message>
        <source>The computers&apos; games against each other, from the first-named side</source>
        <translation>Партии компьютеров между собой, за первую названную сторону</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) of yours could not be read and were set aside, kept as they are: %1</source>
        <translation>
            <numerusform>%n ваш файл не удалось прочитать, он отложен и сохранён как есть: %1</numerusform>
            <numerusform>%n ваших файла не удалось прочитать, они отложены и сохранены как есть: %1</numerusform>
            <numerusform>%n ваших файлов не удалось прочитать, они отложены и сохранены как есть: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Statistics are off: the statistics file could not be opened.</source>
        <translation>Статистика выключена: не удалось открыть файл статистики.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) recorded, kept in %1</source>
        <translation>
            <numerusform>Записана %n партия, файл %1</numerusform>
            <numerusform>Записано %n партии, файл %1</numerusform>
            <numerusform>Записано %n партий, файл %1</numerusform>
        </translation>
    </message>
    <message>
        <source>No games yet: finish a game and it is counted here.</source>
        <translation>Партий пока нет: доиграйте партию, и она попадёт сюда.</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Вы</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 — %2</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>the game does not name both players</source>
        <translation>в партии указаны не оба игрока</translation>
    </message>
    <message>
        <source>not valid JSON ({})</source>
        <translation>некорректный JSON (%1)</translation>
    </message>
    <message>
        <source>not an autosave (no &quot;format&quot;: &quot;{}&quot;)</source>
        <translation>это не автосохранение (нет &quot;format&quot;: &quot;%1&quot;)</translation>
    </message>
    <message>
        <source>version {!r} is not supported (this program reads version {})</source>
        <translation>версия %1 не поддерживается (эта программа читает версию %2)</translation>
    </message>
    <message>
        <source>kept by a newer version of the game (version {!r}; this one reads version {})</source>
        <translation>сохранена более новой версией игры (версия %1; эта читает версию %2)</translation>
    </message>
    <message>
        <source>the game: {}</source>
        <translation>партия: %1</translation>
    </message>
    <message>
        <source>{}</source>
        <translation>%1</translation>
    </message>
    <message>
        <source>not UTF-8 text</source>
        <translation>не текст UTF-8</translation>
    </message>
    <message>
        <source>series must be an object</source>
        <translation>series должно быть объектом</translation>
    </message>
    <message>
        <source>series: unknown field {!r}</source>
        <translation>series: неизвестное поле %1</translation>
    </message>
    <message>
        <source>series.{} is missing</source>
        <translation>нет series.%1</translation>
    </message>
    <message>
        <source>series.{} must be a list</source>
        <translation>series.%1 должно быть списком</translation>
    </message>
    <message>
        <source>{} must be a player spec, not {!r}</source>
        <translation>%1 должно быть описанием игрока, а не %2</translation>
    </message>
    <message>
        <source>starter must be one of {}, not {!r}</source>
        <translation>starter должно быть одним из: %1, а не %2</translation>
    </message>
    <message>
        <source>games must be a whole number from 1 to {}, not {!r}</source>
        <translation>games должно быть целым числом от 1 до %1, а не %2</translation>
    </message>
    <message>
        <source>{} must be a list of 0, 1 and 2, not {!r}</source>
        <translation>%1 должно быть списком из 0, 1 и 2, а не %2</translation>
    </message>
    <message>
        <source>{} results for a series of {} games</source>
        <translation>результатов: %1, а в серии партий: %2</translation>
    </message>
    <message>
        <source>statistics_id must be a whole number, not {!r}</source>
        <translation>statistics_id должно быть целым числом, а не %1</translation>
    </message>
    <message>
        <source>opening must be one of {}, not {!r}</source>
        <translation>opening должно быть одним из: %1, а не %2</translation>
    </message>
    <message>
        <source>the opening under way: {}</source>
        <translation>незаконченное начало партии: %1</translation>
    </message>
    <message>
        <source>session: too many results</source>
        <translation>session: слишком много результатов</translation>
    </message>
    <message>
        <source>not a puzzle attempts file</source>
        <translation>это не файл попыток решения задач</translation>
    </message>
    <message>
        <source>version {!r}, not {}</source>
        <translation>версия %1, а не %2</translation>
    </message>
    <message>
        <source>The puzzle attempts were written by a newer version of the game (version {}); they are left as they are and this session&apos;s attempts are not kept</source>
        <translation>Попытки решения задач записаны более новой версией игры (версия %1); они оставлены как есть, а попытки этого сеанса не сохраняются</translation>
    </message>
    <message>
        <source>attempts[{}]: not [puzzle id, 0 or 1, time]</source>
        <translation>attempts[%1]: не [id задачи, 0 или 1, время]</translation>
    </message>
    <message>
        <source>attempts: not a list</source>
        <translation>attempts: не список</translation>
    </message>
    <message>
        <source>unknown opening {!r}: the openings are {}</source>
        <translation>неизвестный дебют %1: дебюты такие: %2</translation>
    </message>
    <message>
        <source>unknown choice {!r}: the choices are {}</source>
        <translation>неизвестный выбор %1: варианты такие: %2</translation>
    </message>
    <message>
        <source>{.value} cannot open with the choices {}</source>
        <translation>для дебюта %1 недопустимы выборы: %2</translation>
    </message>
    <message>
        <source>{.value} cannot open with the choices none</source>
        <translation>для дебюта %1 нужен хотя бы один выбор</translation>
    </message>
    <message>
        <source>must be an object with &quot;kind&quot; and &quot;choices&quot;</source>
        <translation>должно быть объектом с &quot;kind&quot; и &quot;choices&quot;</translation>
    </message>
    <message>
        <source>&quot;kind&quot; is a name and &quot;choices&quot; a list of names</source>
        <translation>&quot;kind&quot; — это имя, а &quot;choices&quot; — список имён</translation>
    </message>
    <message>
        <source>a game opened by swap starts from the empty board</source>
        <translation>партия с дебютом своп начинается с пустой доски</translation>
    </message>
    <message>
        <source>a {.value} opening places {} stones; the game has {} moves</source>
        <translation>в дебюте %1 ставится камней: %2, а в партии ходов: %3</translation>
    </message>
    <message>
        <source>an opening stone may not end the game</source>
        <translation>камень дебюта не может закончить партию</translation>
    </message>
    <message numerus="yes">
        <source>longer than {} characters</source>
        <translation>
            <numerusform>длиннее %n символа</numerusform>
            <numerusform>длиннее %n символов</numerusform>
            <numerusform>длиннее %n символов</numerusform>
        </translation>
    </message>
    <message>
        <source>{} fields, not 11 (or 12 with a rule)</source>
        <translation>полей: %1, а не 11 (или 12 с правилом)</translation>
    </message>
    <message>
        <source>unknown kind of puzzle {!r}</source>
        <translation>неизвестный вид задачи %1</translation>
    </message>
    <message>
        <source>an impossible position: {}</source>
        <translation>невозможная позиция: %1</translation>
    </message>
    <message>
        <source>the id {!r} does not name this position</source>
        <translation>id %1 не соответствует этой позиции</translation>
    </message>
    <message>
        <source>unexpected {!r} after the tree</source>
        <translation>лишнее %1 после дерева</translation>
    </message>
    <message>
        <source>the game is over in the puzzle&apos;s position</source>
        <translation>в позиции задачи партия уже окончена</translation>
    </message>
    <message>
        <source>the tree&apos;s longest line is not {} plies</source>
        <translation>длина самой длинной ветви дерева не равна %1 (в полуходах)</translation>
    </message>
    <message>
        <source>{} after {}: {}</source>
        <translation>%1 после %2: %3</translation>
    </message>
    <message>
        <source>{} after {} does not win</source>
        <translation>%1 после %2 не выигрывает</translation>
    </message>
    <message>
        <source>the reply {}: {}</source>
        <translation>ответ %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>the tree is deeper than {} moves</source>
        <translation>
            <numerusform>дерево глубже %n хода</numerusform>
            <numerusform>дерево глубже %n ходов</numerusform>
            <numerusform>дерево глубже %n ходов</numerusform>
        </translation>
    </message>
    <message>
        <source>expected &apos;;&apos; or &apos;)&apos; in the tree, not {!r}</source>
        <translation>в дереве ожидалось &apos;;&apos; или &apos;)&apos;, а не %1</translation>
    </message>
    <message>
        <source>the tree: {}</source>
        <translation>дерево: %1</translation>
    </message>
    <message>
        <source>not a date: {!r}</source>
        <translation>это не дата: %1</translation>
    </message>
    <message>
        <source>the start</source>
        <translation>начальной позиции</translation>
    </message>
    <message>
        <source>a reply must be followed by a space and the next move</source>
        <translation>после ответа должны идти пробел и следующий ход</translation>
    </message>
    <message>
        <source>{}, line {}: {}</source>
        <translation>%1, строка %2: %3</translation>
    </message>
    <message>
        <source>{}: {}</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>{}: cannot read it ({})</source>
        <translation>%1: не удаётся прочитать (%2)</translation>
    </message>
    <message>
        <source>{}: not UTF-8 text</source>
        <translation>%1: не текст UTF-8</translation>
    </message>
    <message>
        <source>{!r}: rows are numbered from 1</source>
        <translation>%1: строки нумеруются с 1</translation>
    </message>
    <message>
        <source>{!r} is not a cell: write a letter and a row number (H8) or x,y from 0 (7,7)</source>
        <translation>%1 — не клетка: напишите букву и номер строки (H8) или x,y от 0 (7,7)</translation>
    </message>
    <message>
        <source>{} is not on the {}x{} board</source>
        <translation>%1 за пределами доски %2x%3</translation>
    </message>
    <message>
        <source>move {}: {}</source>
        <translation>ход %1: %2</translation>
    </message>
    <message>
        <source>Your puzzles could not be read ({}); the file was set aside as {}</source>
        <translation>Не удалось прочитать ваши задачи (%1); файл отложен как %2</translation>
    </message>
    <message>
        <source>Your puzzles could not be read ({}) nor set aside</source>
        <translation>Не удалось ни прочитать ваши задачи (%1), ни отложить файл</translation>
    </message>
    <message>
        <source>The puzzle attempts could not be read ({}); the file was set aside as {}</source>
        <translation>Не удалось прочитать попытки решения задач (%1); файл отложен как %2</translation>
    </message>
    <message>
        <source>The puzzle attempts could not be read ({}) nor set aside</source>
        <translation>Не удалось ни прочитать попытки решения задач (%1), ни отложить файл</translation>
    </message>
    <message>
        <source>The proven values could not be read ({}); the file was set aside as {}</source>
        <translation>Не удалось прочитать доказанные оценки (%1); файл отложен как %2</translation>
    </message>
    <message>
        <source>The proven values could not be read ({}) nor set aside</source>
        <translation>Не удалось ни прочитать доказанные оценки (%1), ни отложить файл</translation>
    </message>
    <message>
        <source>the database is damaged: {}</source>
        <translation>база данных повреждена: %1</translation>
    </message>
    <message>
        <source>written by a newer program (schema {})</source>
        <translation>записано более новой программой (схема %1)</translation>
    </message>
    <message>
        <source>the games table lacks {}</source>
        <translation>в таблице games нет столбцов %1</translation>
    </message>
</context>
<context>
    <name>Swap</name>
    <message>
        <source>%1: %2 is placing the opening stones…</source>
        <translation>%1: %2 ставит камни дебюта…</translation>
    </message>
    <message>
        <source>%1: %2 is placing two more stones…</source>
        <translation>%1: %2 ставит ещё два камня…</translation>
    </message>
    <message>
        <source>%1: %2 is picking a colour…</source>
        <translation>%1: %2 выбирает цвет…</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>чёрный</translation>
    </message>
    <message>
        <source>White</source>
        <translation>белый</translation>
    </message>
    <message>
        <source>%1: place stone %2 of %3 (%4); then %5 picks a colour or two more.</source>
        <translation>%1: поставьте камень %2 из %3 (%4); затем %5 выбирает цвет или ставит ещё два.</translation>
    </message>
    <message>
        <source>%1: %6 places stone %2 of %3 (%4); then %5 picks a colour or two more.</source>
        <translation>%1: %6 ставит камень %2 из %3 (%4); затем %5 выбирает цвет или ставит ещё два.</translation>
    </message>
    <message>
        <source>%1: place stone %2 of %3 (%4); then %5 picks a colour.</source>
        <translation>%1: поставьте камень %2 из %3 (%4); затем %5 выбирает цвет.</translation>
    </message>
    <message>
        <source>%1: %6 places stone %2 of %3 (%4); then %5 picks a colour.</source>
        <translation>%1: %6 ставит камень %2 из %3 (%4); затем %5 выбирает цвет.</translation>
    </message>
    <message>
        <source>%1: pick Black or White, or place two more and let %3 pick.</source>
        <translation>%1: выберите чёрные или белые либо поставьте ещё два и дайте выбрать %3.</translation>
    </message>
    <message>
        <source>%1: %2 picks Black or White, or places two more and lets %3 pick.</source>
        <translation>%1: %2 выбирает чёрные или белые либо ставит ещё два и даёт выбрать %3.</translation>
    </message>
    <message>
        <source>%1: pick Black or White.</source>
        <translation>%1: выберите чёрные или белые.</translation>
    </message>
    <message>
        <source>%1: %2 picks Black or White.</source>
        <translation>%1: %2 выбирает чёрные или белые.</translation>
    </message>
    <message>
        <source>%1 placed three stones (it reads %2 for White).</source>
        <translation>%1 поставил три камня (оценка для белых: %2).</translation>
    </message>
    <message>
        <source>%1 placed three stones.</source>
        <translation>%1 поставил три камня.</translation>
    </message>
    <message>
        <source>%1 placed two stones (it reads %2 for White).</source>
        <translation>%1 поставил два камня (оценка для белых: %2).</translation>
    </message>
    <message>
        <source>%1 placed two stones.</source>
        <translation>%1 поставил два камня.</translation>
    </message>
    <message>
        <source>%1 places two more (it reads %2 for White).</source>
        <translation>%1 ставит ещё два (оценка для белых: %2).</translation>
    </message>
    <message>
        <source>%1 places two more.</source>
        <translation>%1 ставит ещё два.</translation>
    </message>
    <message>
        <source>%1 takes Black (it reads %2 for White).</source>
        <translation>%1 берёт чёрные (оценка для белых: %2).</translation>
    </message>
    <message>
        <source>%1 takes Black.</source>
        <translation>%1 берёт чёрные.</translation>
    </message>
    <message>
        <source>%1 takes White (it reads %2 for White).</source>
        <translation>%1 берёт белые (оценка для белых: %2).</translation>
    </message>
    <message>
        <source>%1 takes White.</source>
        <translation>%1 берёт белые.</translation>
    </message>
    <message>
        <source>%1 settled: you play Black.</source>
        <translation>%1 решён: вы играете чёрными.</translation>
    </message>
    <message>
        <source>%1 settled: you play White.</source>
        <translation>%1 решён: вы играете белыми.</translation>
    </message>
    <message>
        <source>%1 settled: %2 plays Black, %3 White.</source>
        <translation>%1 решён: %2 играет чёрными, %3 — белыми.</translation>
    </message>
    <message>
        <source>%1 could not take its part in the opening (%2): it forfeits.</source>
        <translation>%1 не смог сыграть свою часть дебюта (%2): ему засчитано поражение.</translation>
    </message>
    <message>
        <source>in the opening: %1</source>
        <translation>в дебюте: %1</translation>
    </message>
    <message>
        <source>no answer in time</source>
        <translation>нет ответа вовремя</translation>
    </message>
</context>
<context>
    <name>Themes</name>
    <message>
        <source>it is not UTF-8 text</source>
        <translation>это не текст в UTF-8</translation>
    </message>
    <message>
        <source>not valid JSON: line %1: %2</source>
        <translation>неверный JSON: строка %1: %2</translation>
    </message>
    <message>
        <source>not valid JSON: nested too deeply</source>
        <translation>неверный JSON: слишком глубокая вложенность</translation>
    </message>
    <message>
        <source>not a theme file (&quot;format&quot; must be &quot;%1&quot;)</source>
        <translation>это не файл темы (&quot;format&quot; должен быть &quot;%1&quot;)</translation>
    </message>
    <message>
        <source>unknown field %1</source>
        <translation>неизвестное поле %1</translation>
    </message>
    <message>
        <source>&quot;version&quot; must be a whole number from 1</source>
        <translation>&quot;version&quot; должно быть целым числом от 1</translation>
    </message>
    <message>
        <source>version %1 is newer than this app reads (%2)</source>
        <translation>версия %1 новее той, что читает приложение (%2)</translation>
    </message>
    <message>
        <source>&quot;name&quot; must be text of 1 to %1 characters</source>
        <translation>&quot;name&quot; должно быть текстом от 1 до %1 символов</translation>
    </message>
    <message>
        <source>&quot;scheme&quot; must be &quot;dark&quot; or &quot;light&quot;</source>
        <translation>&quot;scheme&quot; должно быть &quot;dark&quot; или &quot;light&quot;</translation>
    </message>
    <message>
        <source>&quot;colours&quot; must be an object of names and #rrggbb values</source>
        <translation>&quot;colours&quot; должно быть объектом из имён и значений #rrggbb</translation>
    </message>
    <message>
        <source>colour %1 needs &quot;version&quot;: %2</source>
        <translation>цвету %1 нужна &quot;version&quot;: %2</translation>
    </message>
    <message>
        <source>unknown colour %1 (docs/themes.md lists them)</source>
        <translation>неизвестный цвет %1 (список в docs/themes.md)</translation>
    </message>
    <message>
        <source>missing colours: %1 and %2 more</source>
        <translation>не хватает цветов: %1 и ещё %2</translation>
    </message>
    <message>
        <source>missing colours: %1</source>
        <translation>не хватает цветов: %1</translation>
    </message>
    <message>
        <source>colour &quot;%1&quot; must be written #rrggbb, not %2</source>
        <translation>цвет &quot;%1&quot; нужно записать как #rrggbb, а не %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>the themes folder %1 cannot be read: %2</source>
        <translation>папку тем %1 прочитать нельзя: %2</translation>
    </message>
    <message>
        <source>%1: a theme file&apos;s name is 1 to 40 small letters, digits, - or _, then .json</source>
        <translation>%1: имя файла темы — от 1 до 40 строчных латинских букв, цифр, - или _, затем .json</translation>
    </message>
    <message>
        <source>%1: a built-in theme has this name; rename the file</source>
        <translation>%1: так называется встроенная тема; переименуйте файл</translation>
    </message>
    <message>
        <source>only the first %1 theme files of %2 are read</source>
        <translation>читаются только первые %1 файлов тем из %2</translation>
    </message>
</context>
<context>
    <name>Window</name>
    <message>
        <source>Tic-Tac-Toe</source>
        <translation>Крестики-нолики</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Начать новую партию</translation>
    </message>
    <message>
        <source>✗ %1</source>
        <translation>✗ %1</translation>
    </message>
    <message>
        <source>Set up a new position</source>
        <translation>Расставить новую позицию</translation>
    </message>
    <message>
        <source>%1? The unfinished game (%2) will be lost.</source>
        <translation>%1? Незаконченная партия (%2) будет потеряна.</translation>
    </message>
    <message>
        <source>That game was resumed in another window just now.</source>
        <translation>Эту партию только что продолжили в другом окне.</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Сбросить статистику</translation>
    </message>
    <message>
        <source>Forget every game in the statistics?</source>
        <translation>Забыть все партии в статистике?</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
</context>
</TS>
