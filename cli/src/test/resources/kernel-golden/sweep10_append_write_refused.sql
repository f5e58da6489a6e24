-- exit: 1
-- stderr: ERROR: statement 3
-- an append table takes only +I: a -D (or -U/+U) row is refused and nothing of the statement is committed
CREATE TABLE A (k INT, v STRING) WITH ('bucket' = '2', 'bucket-key' = 'k');
INSERT INTO A VALUES (1, 'a');
INSERT INTO A VALUES (2, 'b'), -D(1, 'a');
