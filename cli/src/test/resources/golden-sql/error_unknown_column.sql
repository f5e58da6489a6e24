-- exit: 1
-- stderr: unknown column 'amout' in table default.t (did you mean 'amount'?)
CREATE TABLE t (k INT, amount INT);
SELECT amout FROM t;
