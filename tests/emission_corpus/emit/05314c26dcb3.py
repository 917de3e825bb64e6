


def forward(self, x):
    # File: /a/b.py:12 in forward, code: y = x + 1
    y = x + 1;  x = None  # trailing
    
    # No stacktrace found
    return y
    