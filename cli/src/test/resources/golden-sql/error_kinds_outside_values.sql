-- exit: 1
-- stderr: unsupported function or operator I
SELECT +I(1);
